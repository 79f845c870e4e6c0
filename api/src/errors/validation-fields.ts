import type { FastifySchemaValidationError } from 'fastify';

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
 * Turns TypeBox validation errors into `fields` (field name → message), first problem per field.
 * A problem with the whole part (e.g. a body that is not an object) is reported under the part's name.
 */
export function validationFields(
  errors: FastifySchemaValidationError[],
  part: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  // A union of literals fails once per member; collected so the message can list what is allowed.
  const allowedByField = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    fields[field] ??= message;
  };

  for (const error of errors) {
    const path = fieldName(error.instancePath);
    const child = (name: string) => (path ? `${path}.${name}` : name);
    switch (error.keyword) {
      case 'required':
        for (const name of stringList(error.params.requiredProperties)) add(child(name), 'is required');
        break;
      case 'additionalProperties':
        for (const name of stringList(error.params.additionalProperties)) add(child(name), 'is not allowed');
        break;
      case 'boolean':
        // `additionalProperties: false` also fails as a boolean schema; the case above already covers it.
        if (!error.schemaPath.endsWith('/additionalProperties')) add(path || part, error.message ?? 'is invalid');
        break;
      case 'const':
        allowedByField.set(path, [...(allowedByField.get(path) ?? []), String(error.params.allowedValue)]);
        break;
      case 'enum':
        add(path || part, `must be one of: ${stringList(error.params.allowedValues).join(', ')}`);
        break;
      default:
        add(path || part, error.message ?? 'is invalid');
    }
  }
  for (const [path, allowed] of allowedByField) {
    // Replaces the union's generic "must match a schema in anyOf" with the concrete choices.
    fields[path || part] = allowed.length === 1 ? `must be ${allowed[0]}` : `must be one of: ${allowed.join(', ')}`;
  }
  return fields;
}
