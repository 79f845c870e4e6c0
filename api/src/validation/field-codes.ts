import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { FieldCode } from '@stepwise/contracts';
import { validationFailed } from '../errors/app-error.js';

/**
 * Field codes of the routes (the UI maps each to a localized message): required, invalid, min_length,
 * max_length, plus route-specific ones. The list is the contract's.
 */
export type { FieldCode } from '@stepwise/contracts';

/** `/address/city` → `address.city` (JSON Pointer segments unescaped). */
function fieldName(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/**
 * Schema errors → `{ field: code }`, the one mapping of every 400 `validation_failed`: the routes'
 * `assertValid` and the error handler (routes that leave validation to Fastify) both use it. A problem
 * with the whole part (a body that is not an object) is reported under the part's name. 'required'
 * wins (an empty email is missing, not malformed), else the first.
 */
export function fieldCodes(errors: FastifySchemaValidationError[], part: string): Record<string, FieldCode> {
  const fields: Record<string, FieldCode> = {};
  const add = (field: string, code: FieldCode) => {
    if (code === 'required') fields[field] = code;
    else fields[field] ??= code;
  };
  for (const error of errors) {
    const path = fieldName(error.instancePath);
    const field = path || part;
    const child = (name: string) => (path ? `${path}.${name}` : name);
    switch (error.keyword) {
      case 'required':
        for (const name of stringList(error.params.requiredProperties)) add(child(name), 'required');
        break;
      case 'additionalProperties':
        // The field that is not allowed is named, not the object that carries it.
        for (const name of stringList(error.params.additionalProperties)) add(child(name), 'invalid');
        break;
      case 'boolean':
        // `additionalProperties: false` also fails as a boolean schema; the case above already covers it.
        if (!error.schemaPath.endsWith('/additionalProperties')) add(field, 'invalid');
        break;
      case 'minLength':
        // An empty (or, after trimming, blank) value of a field that must not be empty is a missing one.
        add(field, Number(error.params.limit) <= 1 ? 'required' : 'min_length');
        break;
      case 'maxLength':
        add(field, 'max_length');
        break;
      case 'const':
        // `Type.Literal(true)`: a box that must be ticked (accept the terms).
        add(field, error.params.allowedValue === true ? 'required' : 'invalid');
        break;
      default:
        add(field, 'invalid');
    }
  }
  return fields;
}

/**
 * For routes declared with `attachValidation: true`: combines the schema's findings with the route's
 * own checks (`extra`, e.g. a confirmation that does not match) and throws one 400 validation_failed
 * listing every bad field.
 */
export function assertValid(request: FastifyRequest, extra: Record<string, FieldCode | undefined> = {}): void {
  const error = request.validationError;
  const fields: Record<string, FieldCode> = error?.validation ? fieldCodes(error.validation, error.validationContext ?? 'body') : {};
  for (const [field, code] of Object.entries(extra)) {
    if (code) fields[field] ??= code;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

/** preValidation hook: trims the given string fields of the body (names and emails, never passwords). */
export function trimBodyFields(...names: string[]) {
  return async (request: FastifyRequest) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    for (const name of names) {
      const value = record[name];
      if (typeof value === 'string') record[name] = value.trim();
    }
  };
}

/** 'mismatch' when the confirmation differs from the password (an empty one is 'required' by the schema). */
export function confirmationMismatch(body: Record<string, unknown>, password: string, confirmation: string): FieldCode | undefined {
  const given = body[confirmation];
  return typeof given === 'string' && given !== '' && given !== body[password] ? 'mismatch' : undefined;
}

/** The raw body as a record (before or without successful validation), for cross-field checks. */
export function bodyRecord(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
