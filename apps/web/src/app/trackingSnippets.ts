import { type SnippetTag, snippetScripts } from '@stowly/booking';

// The location's tracking snippets, run once the visitor has accepted marketing cookies: a chunk
// of its own (`RouteTracking` loads it then), not part of the first load.

/** The snippet steps already run on this page: each runs once per page load. */
const started = new Set<string>();

/** The data layer gtag.js reads. */
function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** gtag.js's command queue: each command is pushed as an `arguments` object, as gtag.js expects. */
function gtag(..._command: unknown[]): void {
  // biome-ignore lint/complexity/noArguments: gtag.js reads commands as `arguments` objects
  dataLayer().push(arguments);
}

/**
 * Runs one step of a tracking snippet, once per page: an external script is added to the head;
 * gtag's configuration and the tag manager's start are pushed to the data layer here, not as
 * inline scripts (the page's Content-Security-Policy allows no inline script).
 */
function runSnippetTag(tag: SnippetTag): void {
  const key =
    tag.kind === 'script' || tag.kind === 'noscript-iframe'
      ? `${tag.kind}:${tag.src}`
      : tag.kind === 'gtag-config'
        ? `gtag:${tag.id}`
        : 'gtm-start';
  if (started.has(key)) return;
  started.add(key);
  if (tag.kind === 'noscript-iframe') {
    // The tag manager's fallback for browsers without JavaScript, as its snippet puts it in the
    // page. With JavaScript on, a noscript element's content is inert text (the HTML parser keeps
    // it so too), so it loads nothing here.
    const noscript = document.createElement('noscript');
    noscript.textContent = `<iframe src="${tag.src}" height="0" width="0" style="display:none;visibility:hidden"></iframe>`;
    document.body.prepend(noscript);
  } else if (tag.kind === 'gtag-config') {
    gtag('js', new Date());
    gtag('config', tag.id);
  } else if (tag.kind === 'gtm-start') {
    dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  } else if (!Array.from(document.scripts).some((script) => script.src === tag.src)) {
    const script = document.createElement('script');
    script.async = true;
    script.src = tag.src;
    document.head.append(script);
  }
}

/** Runs the steps of the location's snippets (`GET /snippet`'s data), each once per page. */
export function runSnippets(
  data: Parameters<typeof snippetScripts>[0],
  options: { development: boolean },
): void {
  for (const tag of snippetScripts(data, options)) runSnippetTag(tag);
}
