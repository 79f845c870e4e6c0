import type { FastifyError } from 'fastify';
import { AppError } from './app-error.js';
import type { ErrorResponse } from './error-response.js';
import { fieldCodes } from '../validation/field-codes.js';

export interface ErrorReply {
  status: number;
  body: ErrorResponse & Record<string, unknown>;
  headers?: Record<string, string>;
}

const internalError: ErrorReply = {
  status: 500,
  body: { code: 'internal_error', message: 'Something went wrong on our side. Please try again later.' },
};

/** Fastify's own request errors whose meaning is more precise than their status code. */
const byFastifyCode: Record<string, ErrorReply> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, body: { code: 'invalid_json', message: 'Request body is not valid JSON' } },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    body: { code: 'invalid_json', message: 'Request body is empty although its content type is JSON' },
  },
};

/** Client errors raised by Fastify or its plugins: their messages are not ours, so each status gets a fixed one. */
const byStatus: Record<number, ErrorResponse> = {
  400: { code: 'bad_request', message: 'The request is malformed' },
  401: { code: 'unauthorized', message: 'Authentication is required' },
  403: { code: 'forbidden', message: 'Access is denied' },
  404: { code: 'not_found', message: 'Not found' },
  405: { code: 'method_not_allowed', message: 'Method not allowed' },
  406: { code: 'not_acceptable', message: 'The requested representation is not available' },
  408: { code: 'request_timeout', message: 'The request took too long' },
  413: { code: 'payload_too_large', message: 'Request body is too large' },
  415: { code: 'unsupported_media_type', message: 'Content type is not supported' },
  429: { code: 'rate_limited', message: 'Too many requests. Please try again later.' },
};

/** Maps anything thrown while handling a request to the status and body the caller receives. */
export function toErrorReply(error: FastifyError): ErrorReply {
  if (error instanceof AppError) {
    const { status, code, message, fields, details, headers } = error;
    return {
      status,
      body: { code, message, ...(fields && { fields }), ...details },
      ...(headers && { headers }),
    };
  }
  if (error.validation) {
    return {
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Request validation failed',
        fields: fieldCodes(error.validation, error.validationContext ?? 'body'),
      },
    };
  }
  const known = byFastifyCode[error.code];
  if (known) return known;

  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return { status, body: byStatus[status] ?? { code: 'bad_request', message: 'The request could not be processed' } };
  }
  return internalError;
}
