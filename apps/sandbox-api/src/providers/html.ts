import { escapeHtml } from '../site/escapeHtml';

/** A piece of HTML that is already safe: built by {@link html}, never from unescaped input. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation = SafeHtml | string | number | null | undefined | false | Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(value);
}

/** Tagged template for HTML: every interpolated value is escaped unless it is SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

const STYLE = `
  :root { color-scheme: light; --accent: #3b3f99; --text: #1d1f2b; --muted: #545869; --line: #d4d6e0; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--text); background: #f3f4f8; }
  .banner { background: #fff4c2; border-bottom: 1px solid #e6d27a; padding: .5rem 1rem; font-size: .875rem; text-align: center; }
  main { max-width: 32rem; margin: 2rem auto; background: #fff; border: 1px solid var(--line); border-radius: .75rem; padding: 1.5rem; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  h2 { font-size: 1.125rem; margin: 1.5rem 0 .5rem; }
  p { margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 1rem; }
  dt { color: var(--muted); }
  dd { margin: 0; font-weight: 600; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  input[type=text] { width: 100%; font: inherit; padding: .5rem .75rem; border: 1px solid #8a8ea3; border-radius: .375rem; }
  input[aria-invalid=true] { border-color: #b3261e; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #8a9bff; outline-offset: 2px; }
  .hint { color: var(--muted); font-size: .875rem; margin: .25rem 0 0; }
  .error { color: #b3261e; font-size: .875rem; margin: .25rem 0 0; }
  .alert { border: 1px solid #b3261e; background: #fdecea; border-radius: .375rem; padding: .75rem; margin: 0 0 1rem; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 0 1rem; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
  button, .button { font: inherit; font-weight: 600; padding: .625rem 1rem; border-radius: .375rem; border: 1px solid var(--accent); cursor: pointer; text-decoration: none; display: inline-block; }
  .primary { background: var(--accent); color: #fff; }
  .secondary { background: #fff; color: var(--accent); }
  table { border-collapse: collapse; width: 100%; font-size: .875rem; }
  th, td { text-align: left; padding: .375rem .5rem; border-bottom: 1px solid var(--line); }
  code, output { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
  output { display: block; word-break: break-all; background: #f3f4f8; padding: .5rem; border-radius: .375rem; }
`;

/** A complete provider page: language, title, sandbox banner, one main landmark. No external resources. */
export function page(options: { title: string; body: SafeHtml; provider: string }): string {
  return `<!doctype html>${
    html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${options.title} | ${options.provider}</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<p class="banner" role="note">${options.provider}: a simulated provider of the Stowly sandbox. No real money, signature or identity data is involved.</p>
<main>
${options.body}
</main>
</body>
</html>`.value
  }`;
}

/** Headers of every provider page: HTML, never cached. */
export const PAGE_HEADERS = { 'Cache-Control': 'no-store' } as const;

/**
 * Headers of a provider page whose forms end in a redirect to the client's return URL: never
 * cached, and a policy that loads nothing from elsewhere and lets forms (and the redirect after
 * them, which browsers check against `form-action`) go only to this origin and `returnUrl`'s.
 */
export function pageHeaders(returnUrl?: string | null): Record<string, string> {
  let formTargets = "'self'";
  if (returnUrl) {
    try {
      formTargets += ` ${new URL(returnUrl).origin}`;
    } catch {
      // A return URL is checked when the session is made; an unreadable one adds no target.
    }
  }
  return {
    ...PAGE_HEADERS,
    'Content-Security-Policy': [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      `form-action ${formTargets}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  };
}
