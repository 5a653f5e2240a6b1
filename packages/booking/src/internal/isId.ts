/** True for an id the API accepts: a positive integer that fits a JavaScript number exactly. */
export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
}
