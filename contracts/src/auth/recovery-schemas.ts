import { Type, type Static } from 'typebox';
import { EmailField } from '../common/schemas.js';
import { PASSWORD_MAX_LENGTH, REGISTRATION_PASSWORD_MIN_LENGTH } from './limits.js';

/** The token of the emailed /restore/<token> link. */
export const RestoreToken = Type.String({ minLength: 1, maxLength: 100, description: 'The token of the emailed /restore/<token> link' });

export const RememberBody = Type.Object({ email: EmailField });
export type RememberBody = Static<typeof RememberBody>;
export const RememberResponse = Type.Object({ sent: Type.Literal(true) });
export type RememberResponse = Static<typeof RememberResponse>;

export const RestoreCheckQuery = Type.Object({ check_code: RestoreToken });
export const RestoreCheckResponse = Type.Object({ valid: Type.Literal(true) });
export type RestoreCheckResponse = Static<typeof RestoreCheckResponse>;

export const NewPasswordBody = Type.Object({
  check_code: RestoreToken,
  password: Type.String({ minLength: REGISTRATION_PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, description: 'At least 6 characters' }),
  password_confirmation: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
});
export type NewPasswordBody = Static<typeof NewPasswordBody>;
