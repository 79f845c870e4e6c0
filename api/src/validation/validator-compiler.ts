import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { isEmail, VALUE_FORMATS } from '@stepwise/contracts';
import type { TSchema } from 'typebox';
import { Format } from 'typebox/format';

/**
 * Formats are the contract's rules, the ones the forms apply, not the schema library's own: `email`, and
 * the ids, dates, instants, weeks and time zones of VALUE_FORMATS (`date` refuses 9999-12-31, `date-time`
 * year 0001, `time-zone` an offset such as +03:00). They are set before any route's schema is compiled:
 * TypeBox passes a format it does not know.
 */
Format.Set('email', isEmail);
for (const [name, rule] of Object.entries(VALUE_FORMATS)) Format.Set(name, rule);

/** The message of a text with a NUL character; its field code is 'invalid'. */
export const NUL_MESSAGE = 'must not contain the NUL character';

function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * JSON Pointers of every string, and of every object key, that contains U+0000. Iterative, so any depth
 * the body limit lets through is walked without exhausting the stack.
 */
export function pathsWithNul(data: unknown): string[] {
  const found: string[] = [];
  const pending: Array<[unknown, string]> = [[data, '']];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, `${path}/${index}`]));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = `${path}/${pointerSegment(key)}`;
        if (key.includes('\u0000')) found.push(itemPath);
        else pending.push([item, itemPath]);
      }
    }
  }
  return found.reverse();
}

function nulError(instancePath: string): FastifySchemaValidationError {
  return { keyword: 'nul', instancePath, schemaPath: '#', params: {}, message: NUL_MESSAGE };
}

/**
 * TypeBox validation of every part of every request (body, query, params, headers) plus one rule for all
 * text: no NUL character anywhere. PostgreSQL cannot store it in text, and no form has a use for it, so it
 * is refused as 400 validation_failed for the field instead of failing at the database.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = (routeSchema) => {
  const validate = TypeBoxValidatorCompiler(routeSchema);
  return (data) => {
    const result = validate(data);
    const nul = pathsWithNul(data);
    if (nul.length === 0) return result;
    const schemaErrors = typeof result === 'object' && 'error' in result && Array.isArray(result.error) ? result.error : [];
    return { error: [...nul.map(nulError), ...schemaErrors] };
  };
};
