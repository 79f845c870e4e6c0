import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { payments } from '../../../db/schema/index.js';

export interface OpenedChallenge {
  threeDsUrl: string | null;
  startedAt: Date;
  providerTransactionId: number;
}

/** Keeps the 3-D Secure page of a pending payment's attempt (nothing changes once it is no longer pending). */
export async function openThreeDsChallenge(db: Database, paymentUuid: string, challenge: OpenedChallenge): Promise<void> {
  await db
    .update(payments)
    .set({ threeDsUrl: challenge.threeDsUrl, threeDsStartedAt: challenge.startedAt, providerTransactionId: challenge.providerTransactionId })
    .where(and(eq(payments.uuid, paymentUuid), eq(payments.status, 'pending')));
}
