import type { components } from '@stowly/api-client';

/** A tracking entry of `GET /snippet`. */
export type Snippet = components['schemas']['Snippet'];

/** What to put in the page for a snippet; the app renders these as elements. */
export type SnippetTag =
  /** An external script: `<script async src>`. */
  | { kind: 'script'; src: string; async: true }
  /** An inline script: `<script>code</script>` (its ids are validated, nothing else is interpolated). */
  | { kind: 'inline-script'; code: string }
  /** The tag manager's fallback for browsers without JavaScript: `<noscript><iframe src height=0 width=0 style="display:none;visibility:hidden">`. */
  | { kind: 'noscript-iframe'; src: string };

const TAG_HOST = 'https://www.googletagmanager.com';
const TYPE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The script and noscript descriptors for a location's tracking snippets (spec section 7): each GA
 * entry loads gtag.js for its measurement id, each GTM entry loads gtm.js and its noscript frame.
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
        {
          kind: 'inline-script',
          code: `window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments);};gtag('js',new Date());gtag('config','${typeId}');`,
        },
      );
    } else if (type === 'GTM') {
      tags.push(
        {
          kind: 'inline-script',
          code: `(window.dataLayer=window.dataLayer||[]).push({'gtm.start':new Date().getTime(),event:'gtm.js'});`,
        },
        { kind: 'script', src: `${TAG_HOST}/gtm.js?id=${id}`, async: true },
        { kind: 'noscript-iframe', src: `${TAG_HOST}/ns.html?id=${id}` },
      );
    }
  }
  return tags;
}
