import { fontFaceCss, type ThemeFont } from '@stowly/ui';
import { SERVER_STATE_ELEMENT_ID } from '../app/serverState';
import { startAppAfterFirstScreen } from './startAppAfterFirstScreen';

/** The characters escaped in text and attribute values. */
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` safe as HTML text or a quoted attribute value. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * `value` as JSON safe inside a `<script>` element: every `<`, `>` and `&` (so no `</script>`,
 * `<!--` or `-->` can end or change the element, whatever a tenant's strings hold) and the line
 * separators JavaScript once refused are written as `\u` escapes, which JSON reads back the same.
 */
function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The page's one inline script: until the app has taken the page over (`window.stowlyHydrated`), a
 * click on one of its controls (a button, a form field) is held (`window.stowlyEarlyClicks`)
 * instead of lost, and the app clicks it again once it is live (`replayEarlyClicks`). A visitor who
 * taps "Select" as soon as the list shows gets what they tapped. Links are not held: they load the
 * next page from the server, with or without the app.
 */
function earlyClicksScript(nonce: string): string {
  return `<script nonce="${nonce}">(function(){var held=window.stowlyEarlyClicks=[];document.addEventListener('click',function(event){if(window.stowlyHydrated)return;var target=event.target instanceof Element&&event.target.closest('button,input,label,select,summary,[role=button],[role=radio],[role=checkbox]');if(!target)return;event.preventDefault();event.stopPropagation();if(held.indexOf(target)<0)held.push(target);},true);})();</script>`;
}

/** What {@link renderDocument} fills into the client build's `index.html`. */
export interface DocumentParts {
  /** The `lang` of `<html>`. */
  language: string;
  /** The document title (text). */
  title: string | undefined;
  /** The app's HTML, rendered into `#root`. */
  body: string;
  /** The state the browser hydrates from, or undefined when it renders the page itself. */
  state: unknown;
  /** The request's CSP nonce: on the template's scripts and styles, and the state's element. */
  nonce: string;
  /**
   * The tenant's web font files (`appearanceToTheme(setup.appearance).fonts`): preloaded and
   * declared with `@font-face` in the head. @default none
   */
  fonts?: readonly ThemeFont[];
}

/** The font file type of a URL's extension, for a preload's `type` (a browser skips types it cannot use). */
function fontType(url: string): string | null {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  const extension = /\.(woff2|woff|ttf|otf)$/.exec(path)?.[1];
  if (extension === 'ttf') return 'font/ttf';
  if (extension === 'otf') return 'font/otf';
  return extension ? `font/${extension}` : null;
}

/**
 * The head's part of the tenant font: a `<link rel="preload" as="font" crossorigin>` for each file
 * (fonts are fetched in CORS mode, so the preload must be too to be used), so the files load with
 * the page's first bytes instead of once the styles have been applied, and its `@font-face` rules
 * (`font-display: swap`: the text shows at once in the fallback font). The URLs were checked by
 * `appearanceToTheme`; they are escaped here as attribute values.
 */
function fontHead(fonts: readonly ThemeFont[], nonce: string): string {
  const css = fontFaceCss(fonts);
  if (!css) return '';
  const preloads = [...new Set(fonts.map((font) => font.url))].map((url) => {
    const type = fontType(url);
    return `<link rel="preload" as="font"${type ? ` type="${type}"` : ''} href="${escapeHtml(url)}" crossorigin>`;
  });
  return `${preloads.join('')}<style nonce="${nonce}">${css}</style>`;
}

/**
 * The page: the template (`index.html` of the server build: the client's module script, its styles
 * inlined) with
 * the request's language and title, the rendered app in `#root` and the state for
 * hydration (JSON in a `<script type="application/json">`, which the browser never runs).
 */
export function renderDocument(template: string, parts: DocumentParts): string {
  const nonce = escapeHtml(parts.nonce);
  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(parts.language)}"`)
    // The app's script starts once the first screen is painted (startAppAfterFirstScreen).
    .replace(
      /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g,
      (_, src: string) =>
        `<script nonce="${nonce}">(${startAppAfterFirstScreen.toString()})(${serializeForScript(src)},${serializeForScript(parts.nonce)});</script>`,
    )
    .replace(/<link([^>]*rel="(?:stylesheet|modulepreload)"[^>]*?)\s*\/?>/g, `<link$1 nonce="${nonce}">`)
    .replace(/<style>/g, `<style nonce="${nonce}">`);
  // React Aria gives the style elements it adds the nonce it finds here. (Replacements are functions
  // throughout, so that no `$` of a tenant's text or font URL is read as a replacement pattern.)
  const head = `<head><meta property="csp-nonce" nonce="${nonce}">${earlyClicksScript(nonce)}${fontHead(parts.fonts ?? [], nonce)}`;
  html = html.replace(/<head>/, () => head);
  if (parts.title !== undefined) {
    const title = `<title>${escapeHtml(parts.title)}</title>`;
    html = html.replace(/<title>[^<]*<\/title>/, () => title);
  }
  const state =
    parts.state === undefined
      ? ''
      : `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}" nonce="${nonce}">${serializeForScript(parts.state)}</script>`;
  const root = `<div id="root">${parts.body}</div>${state}`;
  return html.replace('<div id="root"></div>', () => root);
}
