import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Folders never looked into: installed packages, builds and their caches, packed tarballs. */
const SKIPPED = new Set(['node_modules', 'dist', '.vite', '.packs']);

/**
 * The newest modification time (ms) of `path` or of any file below it, outside the folders in
 * `SKIPPED`; 0 when it does not exist. The e2e setup rebuilds a frontend when a source is newer
 * than its build.
 */
export function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (SKIPPED.has(entry)) continue;
    newest = Math.max(newest, newestModification(join(path, entry)));
  }
  return newest;
}
