import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../limits.js';

export const AuthResponse = Type.Object(
  { access_token: Type.String({ description: 'Bearer token for the Authorization header; valid 30 days' }) },
  {
    title: 'AuthResponse',
    description: "The token is also set as the HttpOnly cookie sw_token, for the shell server's first render; the API never accepts the cookie itself.",
  },
);
export type AuthResponse = Static<typeof AuthResponse>;

/** OpenAPI `security` of routes that need `Authorization: Bearer <access_token>`. */
export const bearerAuth = [{ bearerAuth: [] }];

export const NameField = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH, description: 'Trimmed; required' });
export const EmailField = Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH, format: 'email' });

/** A UUID in its canonical text form (any version); anything else in a path is answered 404. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** The `meta` of a paged list (`{ data, meta }`). */
export const PageMeta = Type.Object(
  {
    page: Type.Integer({ minimum: 1 }),
    per_page: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0, description: 'Items in all pages' }),
    last_page: Type.Integer({ minimum: 1, description: '1 for an empty list' }),
  },
  { title: 'PageMeta' },
);

export type PageMeta = Static<typeof PageMeta>;

export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
