import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { providerNotifications } from '../../../db/schema/index.js';
import type { NotificationKind } from '../confirm-notification.js';

export interface ProviderNotificationRecord {
  transactionId: number;
  kind: NotificationKind;
  paymentUuid: string;
  bodyHash: string;
  receivedAt: Date;
}

/** Whether a notification of this kind about this transaction was recorded already. */
export async function isNotificationRecorded(db: Database, transactionId: number, kind: NotificationKind): Promise<boolean> {
  const [row] = await db
    .select({ id: providerNotifications.id })
    .from(providerNotifications)
    .where(and(eq(providerNotifications.transactionId, transactionId), eq(providerNotifications.kind, kind)));
  return row !== undefined;
}

/** Records the notification; false when it was recorded already (a repeat: unique transaction id and kind). */
export async function recordProviderNotification(db: Database, notification: ProviderNotificationRecord): Promise<boolean> {
  const [recorded] = await db.insert(providerNotifications).values(notification).onConflictDoNothing().returning({ id: providerNotifications.id });
  return recorded !== undefined;
}
