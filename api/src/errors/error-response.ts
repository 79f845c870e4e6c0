import { Type, type Static } from 'typebox';

/** The one shape of every error the API returns; the UI maps `code` to a localized message. */
export const ErrorResponse = Type.Object(
  {
    code: Type.String({ description: 'Stable machine-readable error code, e.g. validation_failed' }),
    message: Type.String({ description: 'Human-readable summary (English); never internal details' }),
    // additionalProperties rather than Type.Record: Record emits patternProperties, which OpenAPI 3.0 lacks.
    fields: Type.Optional(
      Type.Unsafe<Record<string, string>>({
        type: 'object',
        additionalProperties: { type: 'string' },
        description: 'Per-field problems: field name (dotted for nested fields) → message',
      }),
    ),
  },
  { title: 'Error', additionalProperties: false },
);

export type ErrorResponse = Static<typeof ErrorResponse>;

/** ErrorResponse documented with when a route returns it. */
export function errorResponse(description: string) {
  return { ...ErrorResponse, description };
}

/** Error responses every route can produce (validation, rate limiting, unexpected failures). */
export const commonErrorResponses = {
  '4xx': ErrorResponse,
  '5xx': ErrorResponse,
} as const;
