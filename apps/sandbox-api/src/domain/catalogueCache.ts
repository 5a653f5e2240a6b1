import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** How long catalogue reads (unit types, plans, insurance prices, products, discount codes) are reused. */
const CATALOGUE_CACHE_MS = 1_000;
const MAX_ENTRIES = 2_000;

const caches = new WeakMap<object, Map<string, { expires: number; value: Promise<unknown> }>>();

/**
 * Reuses the answer of a catalogue read for one second. The catalogue does not change through the
 * API, so a hot read path (the price calculation, called on every options change) need not ask
 * PGlite the same five questions each time; an edit made straight in the database shows within a
 * second. Reads inside a transaction always go to the database, so bookings see fresh data.
 */
export function cachedCatalogueRead<T>(
  db: Kysely<Database>,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return load();
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = performance.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const value = load();
  cache.set(key, { expires: now + CATALOGUE_CACHE_MS, value });
  value.catch(() => cache.delete(key));
  return value;
}
