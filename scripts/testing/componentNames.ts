/**
 * The exported React components of a module: functions named in PascalCase that are not classes,
 * and React's wrapped components (`memo`, `forwardRef`, `lazy`). The server-rendering tests of the
 * SDK packages render each of them, so a new export without a case fails.
 */
export function componentNames(module: Record<string, unknown>): string[] {
  return Object.entries(module)
    .filter(([name, value]) => {
      if (!/^[A-Z]/.test(name) || name === name.toUpperCase()) return false;
      if (typeof value === 'function') return !/^class\b/.test(Function.prototype.toString.call(value));
      return typeof value === 'object' && value !== null && '$$typeof' in value;
    })
    .map(([name]) => name)
    .sort();
}
