import { Hono } from 'hono';
import type { CapturedMail } from '../mail/accountMail';
import type { SandboxAppDeps } from '../SandboxAppDeps';
import { escapeHtml } from './escapeHtml';

/**
 * The mail page's own policy: no script at all; the mails' HTML parts are shown in sandboxed
 * `srcdoc` frames, which inherit this policy, so their logos may come from any http(s) origin (the
 * app's origin is not always the sandbox's) and their inline styles apply.
 */
const MAIL_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: http: https:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/** The quality the `Accept` header gives `type` (an exact match, else `major/*`, else `*\/*`; 0 when absent). */
function quality(accept: string, type: string, exactOnly = false): number {
  const entries = accept
    .split(',')
    .map((entry) => {
      const [range = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      const value = q ? Number(q.slice(2)) : 1;
      return { range, q: Number.isFinite(value) ? value : 0 };
    })
    .filter((entry) => entry.range);
  const find = (range: string) => entries.find((entry) => entry.range === range)?.q;
  if (exactOnly) return find(type) ?? 0;
  return find(type) ?? find(`${type.split('/')[0]}/*`) ?? find('*/*') ?? 0;
}

/** True when the caller asked for a page (a browser): text/html named and preferred over JSON. */
function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const html = quality(accept, 'text/html', true);
  return html > 0 && html >= quality(accept, 'application/json');
}

function sentAtText(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

/** A mail's HTML part for a sandboxed frame: its links open in a new tab instead of inside the frame. */
function frameDocument(html: string): string {
  const base = '<base target="_blank">';
  return /<head(\s[^>]*)?>/i.test(html)
    ? html.replace(/<head(\s[^>]*)?>/i, (head) => head + base)
    : base + html;
}

function renderMail(mail: CapturedMail): string {
  const headingId = `mail-${mail.id}`;
  const links = mail.links.length
    ? `<h3>Links</h3><ul class="links">${mail.links
        .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
        .join('')}</ul>`
    : '';
  const html = mail.html
    ? `<h3>HTML part</h3><iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(frameDocument(mail.html))}" title="${escapeHtml(`HTML part: ${mail.subject}`)}" loading="lazy"></iframe>`
    : '';
  return `<article aria-labelledby="${headingId}">
<h2 id="${headingId}">${escapeHtml(mail.subject || '(no subject)')}</h2>
<dl>
<div><dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd></div>
<div><dt>From</dt><dd>${escapeHtml(mail.from)}</dd></div>
<div><dt>Sent</dt><dd><time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(sentAtText(mail.sentAt))}</time></dd></div>
</dl>
${links}
<h3>Text part</h3>
<pre>${escapeHtml(mail.text)}</pre>
${html}
</article>`;
}

function renderMailPage(mails: CapturedMail[] | undefined, to: string): string {
  const count = mails?.length ?? 0;
  let body: string;
  if (!mails) {
    body =
      '<p class="note">The sandbox sends its mails to the SMTP server set in <code>SMTP_URL</code> and keeps none here. Read them where that server delivers them.</p>';
  } else if (count === 0) {
    body = to
      ? `<p class="empty">No mail to ${escapeHtml(to)} yet.</p>`
      : '<p class="empty">No mail yet. Mails the sandbox sends (account activation, password reset, shared-access invitations, booking confirmations) appear here.</p>';
  } else {
    body = `<p>${count === 1 ? '1 mail' : `${count} mails`}${to ? ` to ${escapeHtml(to)}` : ''}, newest first.</p>\n${mails.map(renderMail).join('\n')}`;
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox mail | Stowly sandbox</title>
<style>
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#132B40;background:#FAFAFA}
main{max-width:60rem;margin:0 auto;padding:1rem}
a{color:#265E92}
code{background:#EBEDEF;padding:0 .25rem;border-radius:3px}
form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end;margin:1rem 0}
label{display:flex;flex-direction:column;font-weight:600}
input{font:inherit;padding:.4rem .5rem;border:1px solid #6B7780;border-radius:4px;min-width:min(18rem,100%)}
button{font:inherit;padding:.45rem 1rem;border:0;border-radius:4px;background:#265E92;color:#fff;cursor:pointer}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #132B40;outline-offset:2px}
article{background:#fff;border:1px solid #D5D5D5;border-radius:6px;padding:1rem;margin:1rem 0}
h2{font-size:1.25rem;margin:0 0 .5rem;overflow-wrap:anywhere}
h3{font-size:1rem;margin:1rem 0 .25rem}
dl{display:grid;gap:.25rem;margin:0}
dl div{display:flex;flex-wrap:wrap;gap:.5rem}
dt{font-weight:600;min-width:3.5rem}
dd{margin:0;overflow-wrap:anywhere}
.links{margin:0;padding-left:1.25rem}
.links a{overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#FAFAFA;border:1px solid #EBEDEF;border-radius:4px;padding:.75rem;margin:0;font-size:.875rem}
iframe{display:block;width:100%;height:36rem;border:1px solid #D5D5D5;border-radius:4px;background:#fff}
.note,.empty{background:#fff;border:1px solid #D5D5D5;border-radius:6px;padding:1rem}
</style>
</head>
<body>
<main>
<h1>Sandbox mail</h1>
<p>The mails the sandbox sent, as its embedded SMTP capture server received them (the newest 500). The same as JSON: <a href="/sandbox/mail?format=json">/sandbox/mail?format=json</a>.</p>
${
  mails
    ? `<form method="get" action="/sandbox/mail" role="search" aria-label="Filter by recipient">
<label>Recipient<input type="email" name="to" value="${escapeHtml(to)}" autocomplete="off"></label>
<button type="submit">Show</button>${to ? ' <a href="/sandbox/mail">Show all</a>' : ''}
</form>`
    : ''
}
${body}
</main>
</body>
</html>`;
}

/**
 * `GET /sandbox/mail`: the mails the embedded capture server received, newest first, optionally
 * only those to `?to=` (case-insensitive). JSON (`{ data }`) for programs and tests; a page for a
 * browser, so a person trying the product can follow an activation link. With an SMTP relay
 * nothing is kept: `{ data: [], relay: true }` and a page that says so.
 */
export function createMailRoutes({ mailer }: SandboxAppDeps): Hono {
  const routes = new Hono();
  routes.get('/sandbox/mail', (c) => {
    const to = (c.req.query('to') ?? '').trim();
    const captured = mailer.captured();
    const wanted = to.toLowerCase();
    const mails = captured?.filter(
      (mail) => !wanted || mail.to.some((address) => address.toLowerCase() === wanted),
    );
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Accept');
    if (c.req.query('format') !== 'json' && prefersHtml(c.req.header('Accept'))) {
      c.header('Content-Security-Policy', MAIL_PAGE_CSP);
      return c.html(renderMailPage(mails, to));
    }
    return c.json(mails ? { data: mails } : { data: [], relay: true });
  });
  return routes;
}
