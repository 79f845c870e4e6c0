import { Type } from 'typebox';

export const AuthResponse = Type.Object(
  { access_token: Type.String({ description: 'Bearer token for the Authorization header; valid 30 days' }) },
  { title: 'AuthResponse' },
);

/** OpenAPI `security` of routes that need `Authorization: Bearer <access_token>`. */
export const bearerAuth = [{ bearerAuth: [] }];

/** Limits shared by every form carrying these fields. */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const NameField = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH, description: 'Trimmed; required' });
export const EmailField = Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH, format: 'email' });
