import type { components } from '@stowly/api-client';

/** A tracking entry of `GET /snippet`. */
export type Snippet = components['schemas']['Snippet'];

/** What to put in the page for a snippet; the app renders these as elements. */
export type SnippetTag =
  /** An external script: `<script async src>`. */
  | { kind: 'script'; src: string; async: true }
  /**
   * gtag.js's start for a measurement id: run `gtag('js', new Date())` and `gtag('config', id)` (each
   * pushed to `window.dataLayer` as an `arguments` object). No inline script, so a strict
   * Content-Security-Policy (`script-src` without `'unsafe-inline'`) does not stop it.
   */
  | { kind: 'gtag-config'; id: string }
  /** The tag manager's start: push `{ 'gtm.start': <now in ms>, event: 'gtm.js' }` to `window.dataLayer`. */
  | { kind: 'gtm-start' }
  /** The tag manager's fallback for browsers without JavaScript: `<noscript><iframe src height=0 width=0 style="display:none;visibility:hidden">`. */
  | { kind: 'noscript-iframe'; src: string };

const TAG_HOST = 'https://www.googletagmanager.com';
const TYPE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The script and noscript descriptors for a location's tracking snippets (spec section 7): each GA
 * entry loads gtag.js for its measurement id and configures it, each GTM entry starts the tag
 * manager, loads gtm.js and has its noscript frame. No descriptor is inline code: the app runs the
 * `gtag-config` and `gtm-start` steps itself, so the page's CSP needs no `'unsafe-inline'`.
 * Nothing in development mode; ids that are not plain tracking ids are skipped; duplicates load once.
 *
 * @example
 * for (const tag of snippetScripts(snippets, { development: import.meta.env.DEV })) render(tag);
 */
export function snippetScripts(
  snippets: readonly Snippet[] | null | undefined,
  options: { development: boolean },
): SnippetTag[] {
  if (options.development || !snippets) return [];
  const tags: SnippetTag[] = [];
  const seen = new Set<string>();
  for (const { type, typeId } of snippets) {
    if (!TYPE_ID.test(typeId) || seen.has(`${type}:${typeId}`)) continue;
    seen.add(`${type}:${typeId}`);
    const id = encodeURIComponent(typeId);
    if (type === 'GA') {
      tags.push(
        { kind: 'script', src: `${TAG_HOST}/gtag/js?id=${id}`, async: true },
        { kind: 'gtag-config', id: typeId },
      );
    } else if (type === 'GTM') {
      tags.push(
        { kind: 'gtm-start' },
        { kind: 'script', src: `${TAG_HOST}/gtm.js?id=${id}`, async: true },
        { kind: 'noscript-iframe', src: `${TAG_HOST}/ns.html?id=${id}` },
      );
    }
  }
  return tags;
}
