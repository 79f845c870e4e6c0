import { ID_MAX } from '@stepwise/contracts';

/**
 * The values at the edges of the contract's rules that once reached the database or date arithmetic (ids of
 * 2^31 and beyond, years 0000, 0001 and 9999, offsets as time zones), and how to find, in an OpenAPI
 * schema, each field they belong in: by its format first, by its name where a field lacks the format.
 */

export type ExtremeKind = 'id' | 'date' | 'instant' | 'week' | 'zone';

export const EXTREMES: Readonly<Record<ExtremeKind, readonly unknown[]>> = {
  id: [2 ** 31, 2 ** 53, -1, 1.5],
  date: ['0000-01-01', '0001-01-01', '9999-12-31'],
  instant: ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z'],
  week: ['0000-W01', '0001-W01', '9999-W52'],
  zone: ['+99:00', '-99:99', 'Mars/Olympus'],
};

/** The same values as a query or a path writes them. */
export function extremeTexts(kind: ExtremeKind): string[] {
  return EXTREMES[kind].map(String);
}

export interface FuzzSchema {
  type?: string | string[];
  properties?: Record<string, FuzzSchema>;
  required?: string[];
  items?: FuzzSchema;
  anyOf?: FuzzSchema[];
  oneOf?: FuzzSchema[];
  allOf?: FuzzSchema[];
  maximum?: number;
  format?: string;
  pattern?: string;
}

const ID_NAME = /(^|_)id$/;
const ID_LIST_NAME = /(_ids|^blocked_by)$/;

function typeOf(schema: FuzzSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
}

/** The kind of extreme a field takes, from its schema and its name (and, for array items, the array's name). */
export function extremeKindOf(schema: FuzzSchema, name = '', arrayName = ''): ExtremeKind | undefined {
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') return schema.maximum === ID_MAX || ID_NAME.test(name) || ID_LIST_NAME.test(arrayName) ? 'id' : undefined;
  if (type !== 'string') return undefined;
  switch (schema.format) {
    case 'id':
    case 'id-list':
      return 'id';
    case 'date':
      return 'date';
    case 'date-time':
      return 'instant';
    case 'iso-week':
      return 'week';
    case 'time-zone':
      return 'zone';
  }
  if (name === 'time_zone') return 'zone';
  if (schema.pattern?.includes('-W')) return 'week';
  if (schema.pattern?.startsWith('^\\d{4}-')) return 'date';
  return ID_NAME.test(name) && schema.pattern !== undefined && /\\d|0-9/.test(schema.pattern) ? 'id' : undefined;
}

/** A field somewhere in a body: its path (property names and array indexes) and the extremes it takes. */
export interface ExtremeField {
  path: Array<string | number>;
  kind: ExtremeKind;
}

/** Every field of a body schema that takes extremes, nested objects and arrays included (to a few levels). */
export function extremeFields(schema: FuzzSchema, path: Array<string | number> = [], name = '', arrayName = '', depth = 0): ExtremeField[] {
  const kind = extremeKindOf(schema, name, arrayName);
  if (kind) return [{ path, kind }];
  if (depth > 4) return [];
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) {
    const found = variants.flatMap((variant) => extremeFields(variant, path, name, arrayName, depth + 1));
    return found.filter((field, index) => found.findIndex((other) => other.path.join('.') === field.path.join('.')) === index);
  }
  if (schema.items) return extremeFields(schema.items, [...path, 0], name, name, depth + 1);
  return Object.entries(schema.properties ?? {}).flatMap(([property, child]) => extremeFields(child, [...path, property], property, '', depth + 1));
}

/** A copy of `value` with the field at `path` set (arrays and objects made where missing). */
export function withField(value: unknown, path: ReadonlyArray<string | number>, field: unknown): unknown {
  if (path.length === 0) return field;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const array = Array.isArray(value) ? [...value] : [];
    array[head] = withField(array[head], rest, field);
    return array;
  }
  const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  record[head!] = withField(record[head!], rest, field);
  return record;
}
