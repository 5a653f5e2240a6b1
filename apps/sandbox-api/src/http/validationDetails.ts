import type { ErrorObject } from 'ajv';
import type { ProblemDetail } from './ApiProblem';

/** `/requestBody/oneTimeItems/0/quantity` → `oneTimeItems[0].quantity`; `/query/page` → `page`. */
function fieldName(instancePath: string, child?: string): string {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  // The first segment names the request part (requestBody, query, path, header). Header names
  // arrive lower-cased: report them as the contract spells them (Content-Language).
  if (parts[0] === 'header') {
    const header = parts[1] ?? child ?? '';
    return header.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
  }
  const segments = [...parts.slice(1), ...(child === undefined ? [] : [child])];
  return segments.reduce<string>((name, segment) => {
    if (/^\d+$/.test(segment)) return `${name}[${segment}]`;
    return name ? `${name}.${segment}` : segment;
  }, '');
}

/**
 * Turns Ajv's errors into the contract's details: one per bad field, the code being the JSON Schema
 * keyword that failed. A body that is not an object at all is reported on the field `body`.
 */
export function validationDetails(errors: readonly ErrorObject[]): ProblemDetail[] {
  const details = new Map<string, string>();
  for (const error of errors) {
    const params = error.params as Record<string, unknown>;
    let field: string;
    if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
      field = fieldName(error.instancePath, params.missingProperty);
    } else if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
      field = fieldName(error.instancePath, params.additionalProperty);
    } else {
      field = fieldName(error.instancePath);
    }
    // Composite keywords (if/then, oneOf, allOf) repeat a concrete error already listed.
    if (['if', 'then', 'else', 'anyOf', 'oneOf', 'allOf'].includes(error.keyword) && details.size > 0)
      continue;
    const name = field || 'body';
    if (!details.has(name)) details.set(name, error.keyword);
  }
  return [...details].map(([field, code]) => ({ field, code }));
}
