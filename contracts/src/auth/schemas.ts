import { Type, type Static } from 'typebox';
import { AuthResponse, EmailField, NameField } from '../common/schemas.js';
import { EMAIL_MAX_LENGTH } from '../limits.js';
import { userLangs } from '../users/enums.js';
import { PASSWORD_MAX_LENGTH, REGISTRATION_PASSWORD_MIN_LENGTH } from './limits.js';

export const RegisterBody = Type.Object({
  first_name: NameField,
  last_name: NameField,
  email: EmailField,
  password: Type.String({
    minLength: REGISTRATION_PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: 'At least 6 characters',
  }),
  password_confirmation: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, description: 'Equal to password' }),
  lang: Type.Optional(
    Type.Enum(userLangs, { description: 'Language of the emails and the interface; from Accept-Language when absent' }),
  ),
  accept: Type.Literal(true, { description: 'The privacy policy and terms are accepted' }),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }),
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
});
export type LoginBody = Static<typeof LoginBody>;

/** The account's token, and when another activation code may be asked for (the first was just sent). */
export const RegisterResponse = Type.Object(
  {
    ...AuthResponse.properties,
    resend_available_in: Type.Integer({
      minimum: 0,
      description: 'Seconds until another activation code can be requested',
    }),
  },
  { title: 'RegisterResponse' },
);
export type RegisterResponse = Static<typeof RegisterResponse>;
