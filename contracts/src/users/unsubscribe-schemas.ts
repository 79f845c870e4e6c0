import { Type, type Static } from 'typebox';
import { EmailField } from '../common/schemas.js';

export const UnsubscribeBody = Type.Object({ email: EmailField, hash: Type.String({ minLength: 1, maxLength: 128 }) });
export type UnsubscribeBody = Static<typeof UnsubscribeBody>;
export const UnsubscribeResponse = Type.Object({ email: Type.String(), unsubscribed: Type.Literal(true) });
export type UnsubscribeResponse = Static<typeof UnsubscribeResponse>;
