import { NEW_PASSWORD_LENGTH } from '../contract/contractLimits';
import { escapeHtml } from '../site/escapeHtml';
import type { IdentityMessages } from './identityMessages';
import { isHexColor, type TenantBranding } from './tenantBranding';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fafafa;color:#132b40;line-height:1.5}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #d5d5d5;border-radius:.5rem}
@media (max-width:30rem){main{margin:0;padding:1.25rem 1rem;border:0;border-radius:0}}
.brand{margin:0 0 1.25rem;font-weight:700;font-size:1.1rem;overflow-wrap:anywhere}
.brand img{display:block;max-width:100%;max-height:3rem;width:auto;height:auto}
h1{font-size:1.5rem;margin:0 0 .5rem;overflow-wrap:anywhere}
p{margin:0 0 1rem;overflow-wrap:anywhere}
.field{margin:0 0 1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;padding:.6rem .75rem;font:inherit;color:inherit;border:1px solid #8e8e8e;border-radius:.25rem;background:#fff}
input[readonly]{background:#f1f1f1}
input[aria-invalid=true]{border-color:#ca3e3e;border-width:2px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #265e92;outline-offset:2px}
.hint{font-size:.9rem;margin:.25rem 0 0;color:#3d4f5f}
.error{color:#a82f2f;font-weight:600;margin:.25rem 0 0}
.alert{border-left:4px solid #ca3e3e;background:#fdf2f2;padding:.75rem 1rem;margin:0 0 1rem}
.note{border-left:4px solid #265e92;background:#f0f5fa;padding:.75rem 1rem}
button{width:100%;padding:.7rem 1rem;font:inherit;font-weight:600;color:var(--on-primary,#fff);background:var(--primary,#265e92);border:0;border-radius:.25rem;cursor:pointer}
button:hover{filter:brightness(.88)}
button.secondary{color:#132b40;background:#fff;border:1px solid #8e8e8e}
a{color:#265e92}
.links{margin:1rem 0 0}
.links a{display:inline-block;margin:0 0 .5rem}
.back{display:inline-block;margin-top:1rem}
`;

/** What every identity page knows: its language and, when known, the tenant it is for. */
export interface PageContext {
  lang: string;
  messages: IdentityMessages;
  /** The tenant whose name, logo and colour the page shows; undefined: a neutral page. */
  branding: TenantBranding | undefined;
}

/** The WCAG relative luminance of a `#rgb` or `#rrggbb` colour. */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(digits.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Button text on the tenant's colour: white or black, whichever contrasts more. */
function textOn(hex: string): string {
  const light = luminance(hex);
  return 1.05 / (light + 0.05) >= (light + 0.05) / 0.05 ? '#fff' : '#000';
}

/** The tenant's colour as CSS variables; only validated hex colours ever reach the style sheet. */
function brandStyle(branding: TenantBranding | undefined): string {
  const color = branding?.primaryColor;
  if (!isHexColor(color)) return '';
  return `:root{--primary:${color};--on-primary:${textOn(color)}}`;
}

function brandHeader(branding: TenantBranding | undefined): string {
  if (!branding) return '';
  return branding.logoUrl
    ? `<div class="brand"><img src="${escapeHtml(branding.logoUrl)}" alt="${escapeHtml(branding.name)}"></div>`
    : `<p class="brand">${escapeHtml(branding.name)}</p>`;
}

/** A whole identity page. `body` is trusted HTML built from escaped parts and has the one `h1`. */
function renderPage(context: PageContext, title: string, body: string): string {
  const fullTitle = context.branding ? `${title} – ${context.branding.name}` : title;
  return `<!doctype html>
<html lang="${escapeHtml(context.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(fullTitle)}</title>
<style>${STYLE}${brandStyle(context.branding)}</style>
</head>
<body>
<main>
${brandHeader(context.branding)}
${body}
</main>
</body>
</html>`;
}

/** The place the pages name: the tenant, or the neutral "your customer portal". */
const intro = (context: PageContext) =>
  context.branding
    ? context.messages.signInIntro(context.branding.name)
    : context.messages.signInIntroNoTenant;

interface FieldOptions {
  id: string;
  type: 'email' | 'password';
  label: string;
  autocomplete: string;
  value?: string;
  hint?: string;
  /** The field's own error message, shown below it. */
  error?: string;
  /** Ids of other messages that concern this field (a shared error shown elsewhere). */
  describedBy?: string[];
  invalid?: boolean;
  autofocus?: boolean;
  minLength?: number;
  maxLength?: number;
  /** Shown, not edited (the account's address on a password page, for password managers too). */
  readOnly?: boolean;
}

function field(options: FieldOptions): string {
  const hintId = `${options.id}-hint`;
  const errorId = `${options.id}-error`;
  const describedBy = [
    ...(options.hint ? [hintId] : []),
    ...(options.error ? [errorId] : []),
    ...(options.describedBy ?? []),
  ];
  const attributes = [
    `id="${options.id}"`,
    `name="${options.id.replace(/-/g, '_')}"`,
    `type="${options.type}"`,
    `autocomplete="${options.autocomplete}"`,
    options.readOnly ? 'readonly' : 'required',
    options.type === 'email' ? 'spellcheck="false" autocapitalize="none"' : '',
    options.value ? `value="${escapeHtml(options.value)}"` : '',
    options.minLength ? `minlength="${options.minLength}"` : '',
    options.maxLength ? `maxlength="${options.maxLength}"` : '',
    options.error || options.invalid ? 'aria-invalid="true"' : '',
    describedBy.length > 0 ? `aria-describedby="${describedBy.join(' ')}"` : '',
    options.autofocus ? 'autofocus' : '',
  ].filter(Boolean);
  return `<div class="field">
<label for="${options.id}">${escapeHtml(options.label)}</label>
<input ${attributes.join(' ')}>
${options.hint ? `<p class="hint" id="${hintId}">${escapeHtml(options.hint)}</p>` : ''}
${options.error ? `<p class="error" id="${errorId}">${escapeHtml(options.error)}</p>` : ''}
</div>`;
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

const formStart = (action: string, csrf: string) =>
  `<form method="post" action="${escapeHtml(action)}" novalidate>
${hidden('csrf', csrf)}`;

const alert = (id: string, message: string | undefined) =>
  message ? `<p class="alert error" id="${id}" role="alert">${escapeHtml(message)}</p>` : '';

const paragraphs = (texts: (string | undefined)[]) =>
  texts
    .filter((text): text is string => Boolean(text))
    .map((text) => `<p>${escapeHtml(text)}</p>`)
    .join('\n');

/** Links below a form: `[href, text]` pairs; pairs without an address are left out. */
function links(entries: [string | undefined, string][]): string {
  const shown = entries.filter((entry): entry is [string, string] => Boolean(entry[0]));
  if (shown.length === 0) return '';
  return `<p class="links">${shown
    .map(([href, text]) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`)
    .join('<br>')}</p>`;
}

export interface SignInPageOptions {
  context: PageContext;
  /** Where the form posts (a path with query on this server). */
  action: string;
  csrf: string;
  email?: string;
  /** The "Forgot your password?" page for this sign-in. */
  forgotPasswordHref: string;
  /** A problem with the email and password together (wrong, too many attempts, expired form). */
  formError?: string;
  emailError?: string;
  passwordError?: string;
}

/** The sign-in page: email and password. */
export function signInPage(options: SignInPageOptions): string {
  const m = options.context.messages;
  const formErrorId = 'credentials-error';
  const firstInvalid = options.emailError
    ? 'email'
    : options.passwordError || options.formError
      ? 'password'
      : '';
  const body = `<h1>${escapeHtml(m.signInTitle)}</h1>
<p>${escapeHtml(intro(options.context))}</p>
${formStart(options.action, options.csrf)}
${alert(formErrorId, options.formError)}
${field({
  id: 'email',
  type: 'email',
  label: m.email,
  autocomplete: 'username',
  value: options.email,
  error: options.emailError,
  describedBy: options.formError ? [formErrorId] : [],
  invalid: Boolean(options.formError),
  autofocus: firstInvalid === 'email' || (!firstInvalid && !options.email),
})}
${field({
  id: 'password',
  type: 'password',
  label: m.password,
  autocomplete: 'current-password',
  error: options.passwordError,
  describedBy: options.formError ? [formErrorId] : [],
  invalid: Boolean(options.formError),
  autofocus: firstInvalid === 'password' || (!firstInvalid && Boolean(options.email)),
})}
<button type="submit">${escapeHtml(m.signInButton)}</button>
</form>
${links([[options.forgotPasswordHref, m.forgotPasswordLink]])}`;
  return renderPage(options.context, m.signInTitle, body);
}

export interface ChangePasswordPageOptions {
  context: PageContext;
  email: string;
  action: string;
  csrf: string;
  /** Where "back" goes: the app's origin. */
  backUrl: string | undefined;
  formError?: string;
  currentError?: string;
  newError?: string;
  confirmError?: string;
}

/** The new-password and repeat fields of the password forms. */
function newPasswordFields(
  m: IdentityMessages,
  errors: { newError?: string; confirmError?: string },
  autofocus: 'new' | 'confirm' | '',
): string {
  return `${field({
    id: 'new-password',
    type: 'password',
    label: m.newPassword,
    autocomplete: 'new-password',
    hint: m.newPasswordHint,
    error: errors.newError,
    minLength: NEW_PASSWORD_LENGTH.min,
    maxLength: NEW_PASSWORD_LENGTH.max,
    autofocus: autofocus === 'new',
  })}
${field({
  id: 'confirm-password',
  type: 'password',
  label: m.confirmPassword,
  autocomplete: 'new-password',
  error: errors.confirmError,
  maxLength: NEW_PASSWORD_LENGTH.max,
  autofocus: autofocus === 'confirm',
})}`;
}

/** The change-password page for the signed-in customer. */
export function changePasswordPage(options: ChangePasswordPageOptions): string {
  const { context } = options;
  const m = context.messages;
  const firstInvalid = options.currentError
    ? 'current'
    : options.newError
      ? 'new'
      : options.confirmError
        ? 'confirm'
        : options.formError
          ? 'current'
          : '';
  const body = `<h1>${escapeHtml(m.changePasswordTitle)}</h1>
<p>${escapeHtml(m.signedInAs(options.email))}</p>
<p>${escapeHtml(m.changePasswordNote)}</p>
${formStart(options.action, options.csrf)}
${alert('form-error', options.formError)}
${field({
  id: 'current-password',
  type: 'password',
  label: m.currentPassword,
  autocomplete: 'current-password',
  error: options.currentError,
  autofocus: firstInvalid === 'current' || firstInvalid === '',
})}
${newPasswordFields(m, options, firstInvalid === 'new' || firstInvalid === 'confirm' ? firstInvalid : '')}
<button type="submit">${escapeHtml(m.changePasswordButton)}</button>
</form>
${options.backUrl ? `<a class="back" href="${escapeHtml(options.backUrl)}">${escapeHtml(context.branding ? m.backTo(context.branding.name) : m.backToPortal)}</a>` : ''}`;
  return renderPage(context, m.changePasswordTitle, body);
}

/** The page for a request that cannot be sent back to the app (unknown client or return address). */
export function errorPage(context: PageContext, problem: string): string {
  const m = context.messages;
  const body = `<h1>${escapeHtml(m.errorTitle)}</h1>
<p>${escapeHtml(problem)}</p>
<p>${escapeHtml(m.errorHint)}</p>`;
  return renderPage(context, m.errorTitle, body);
}

export interface ForgotPasswordPageOptions {
  context: PageContext;
  action: string;
  csrf: string;
  email?: string;
  emailError?: string;
  formError?: string;
  /** Back to the sign-in page the customer came from, when there is one. */
  signInHref: string | undefined;
}

/** "Forgot your password?": the address to send a reset link to. */
export function forgotPasswordPage(options: ForgotPasswordPageOptions): string {
  const m = options.context.messages;
  const body = `<h1>${escapeHtml(m.forgotTitle)}</h1>
<p>${escapeHtml(m.forgotIntro)}</p>
${formStart(options.action, options.csrf)}
${alert('form-error', options.formError)}
${field({
  id: 'email',
  type: 'email',
  label: m.email,
  autocomplete: 'email',
  value: options.email,
  error: options.emailError,
  describedBy: options.formError ? ['form-error'] : [],
  autofocus: true,
})}
<button type="submit">${escapeHtml(m.forgotButton)}</button>
</form>
${links([[options.signInHref, m.backToSignIn]])}`;
  return renderPage(options.context, m.forgotTitle, body);
}

/** The one answer to a reset request, whether or not the address has an account. */
export function forgotPasswordSentPage(options: {
  context: PageContext;
  signInHref: string | undefined;
}): string {
  const m = options.context.messages;
  const body = `<h1>${escapeHtml(m.forgotSentTitle)}</h1>
<p role="status">${escapeHtml(m.forgotSent)}</p>
<p>${escapeHtml(m.forgotSentHint)}</p>
${links([[options.signInHref, m.backToSignIn]])}`;
  return renderPage(options.context, m.forgotSentTitle, body);
}

export interface NewPasswordPageOptions {
  context: PageContext;
  title: string;
  /** Paragraphs above the form. */
  intro: (string | undefined)[];
  /** A highlighted remark (the account has a password already). */
  note?: string;
  /** The account's address, shown read only. */
  email: string;
  action: string;
  csrf: string;
  button: string;
  formError?: string;
  newError?: string;
  confirmError?: string;
  /** Links below the form. */
  links?: [string | undefined, string][];
}

/** Choosing a password by a mailed link: reset, activation, and a new account for an invitation. */
export function newPasswordPage(options: NewPasswordPageOptions): string {
  const m = options.context.messages;
  const focus = options.newError ? 'new' : options.confirmError ? 'confirm' : options.formError ? '' : 'new';
  const body = `<h1>${escapeHtml(options.title)}</h1>
${paragraphs(options.intro)}
${options.note ? `<p class="note">${escapeHtml(options.note)}</p>` : ''}
${formStart(options.action, options.csrf)}
${alert('form-error', options.formError)}
${field({ id: 'email', type: 'email', label: m.email, autocomplete: 'username', value: options.email, readOnly: true })}
${newPasswordFields(m, options, focus)}
<button type="submit">${escapeHtml(options.button)}</button>
</form>
${links(options.links ?? [])}`;
  return renderPage(options.context, options.title, body);
}

/** The one answer for a mailed link that is unknown, used or expired. */
export function invalidLinkPage(options: {
  context: PageContext;
  /** "Request a new link" (reset and activation links). */
  requestNewHref?: string;
  /** Sign in to the customer portal. */
  signInHref?: string;
}): string {
  const m = options.context.messages;
  const body = `<h1>${escapeHtml(m.linkInvalidTitle)}</h1>
<p>${escapeHtml(m.linkInvalid)}</p>
${links([
  [options.requestNewHref, m.requestNewLink],
  [options.signInHref, m.goToSignIn],
])}`;
  return renderPage(options.context, m.linkInvalidTitle, body);
}

export interface InvitationSignInPageOptions {
  context: PageContext;
  intro: string;
  /** The invitee's address; the only account that can accept. */
  email: string;
  action: string;
  csrf: string;
  /** Already signed in as the invitee: one button, no password. */
  signedIn: boolean;
  formError?: string;
  passwordError?: string;
  forgotPasswordHref: string;
}

/** An invitation for an address that has an account: sign in as it (or confirm, when signed in) to accept. */
export function invitationSignInPage(options: InvitationSignInPageOptions): string {
  const m = options.context.messages;
  const form = options.signedIn
    ? `${formStart(options.action, options.csrf)}
<p>${escapeHtml(m.signedInAs(options.email))}</p>
${alert('form-error', options.formError)}
<button type="submit">${escapeHtml(m.invitationAcceptButton)}</button>
</form>`
    : `<p>${escapeHtml(m.invitationSignIn)}</p>
${formStart(options.action, options.csrf)}
${alert('credentials-error', options.formError)}
${field({ id: 'email', type: 'email', label: m.email, autocomplete: 'username', value: options.email, readOnly: true })}
${field({
  id: 'password',
  type: 'password',
  label: m.password,
  autocomplete: 'current-password',
  error: options.passwordError,
  describedBy: options.formError ? ['credentials-error'] : [],
  invalid: Boolean(options.formError),
  autofocus: true,
})}
<button type="submit">${escapeHtml(m.invitationSignInButton)}</button>
</form>
${links([[options.forgotPasswordHref, m.forgotPasswordLink]])}`;
  const body = `<h1>${escapeHtml(m.invitationTitle)}</h1>
<p>${escapeHtml(options.intro)}</p>
${form}`;
  return renderPage(options.context, m.invitationTitle, body);
}

/** A claim link opened by its account: the booking, and the button that adds it. */
export function claimPage(options: {
  context: PageContext;
  booking: string;
  action: string;
  csrf: string;
  formError?: string;
}): string {
  const m = options.context.messages;
  const body = `<h1>${escapeHtml(m.claimTitle)}</h1>
<p>${escapeHtml(m.claimIntro)}</p>
<p><strong>${escapeHtml(options.booking)}</strong></p>
${formStart(options.action, options.csrf)}
${hidden('action', 'claim')}
${alert('form-error', options.formError)}
<button type="submit">${escapeHtml(m.claimButton)}</button>
</form>`;
  return renderPage(options.context, m.claimTitle, body);
}

/** A claim link opened while signed in as someone else: no detail, and a way to sign out. */
export function claimOtherAccountPage(options: {
  context: PageContext;
  action: string;
  csrf: string;
}): string {
  const m = options.context.messages;
  const body = `<h1>${escapeHtml(m.claimOtherTitle)}</h1>
<p>${escapeHtml(m.claimOther)}</p>
${formStart(options.action, options.csrf)}
${hidden('action', 'sign-out')}
<button type="submit" class="secondary">${escapeHtml(m.signOutButton)}</button>
</form>`;
  return renderPage(options.context, m.claimOtherTitle, body);
}
