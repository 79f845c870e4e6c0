import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH, FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_MESSAGE_MIN_LENGTH, FEEDBACK_NAME_MAX_LENGTH } from '../limits.js';

export const FeedbackBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: FEEDBACK_NAME_MAX_LENGTH, description: 'Trimmed; required' }),
  email: Type.String({ minLength: 1, format: 'email', description: `Trimmed; at most ${EMAIL_MAX_LENGTH} characters` }),
  message: Type.String({
    minLength: 1,
    maxLength: FEEDBACK_MESSAGE_MAX_LENGTH,
    description: `Trimmed; ${FEEDBACK_MESSAGE_MIN_LENGTH}–${FEEDBACK_MESSAGE_MAX_LENGTH} characters`,
  }),
});
export type FeedbackBody = Static<typeof FeedbackBody>;

export const FeedbackCreated = Type.Object({ id: Type.Integer({ description: 'The stored message' }) }, { title: 'FeedbackCreated' });
