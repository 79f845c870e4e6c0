import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { feedback, type UserLang } from '../../db/schema/index.js';

export { FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_MESSAGE_MIN_LENGTH, FEEDBACK_NAME_MAX_LENGTH } from '@stepwise/contracts';
/** Longer User-Agent headers are cut: the value only helps to tell spam apart. */
const USER_AGENT_MAX_LENGTH = 512;

export interface NewFeedback {
  name: string;
  email: string;
  message: string;
  lang: UserLang;
  ip: string;
  userAgent: string | undefined;
}

/** Stores a message (not yet mailed) and returns its id. */
export async function storeFeedback(db: Database, message: NewFeedback, now: Date): Promise<number> {
  const [row] = await db
    .insert(feedback)
    .values({
      name: message.name,
      email: message.email,
      message: message.message,
      lang: message.lang,
      ip: message.ip,
      userAgent: message.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      createdAt: now,
    })
    .returning({ id: feedback.id });
  return row!.id;
}

export async function markFeedbackMailed(db: Database, id: number, now: Date): Promise<void> {
  await db.update(feedback).set({ mailedAt: now }).where(eq(feedback.id, id));
}
