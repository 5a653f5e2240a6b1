import { escapeHtml } from '../site/escapeHtml';
import type { IdentityMessages } from './identityMessages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './identityMessages';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fafafa;color:#132b40;line-height:1.5}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #d5d5d5;border-radius:.5rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
p{margin:0 0 1rem}
.field{margin:0 0 1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;padding:.6rem .75rem;font:inherit;color:inherit;border:1px solid #8e8e8e;border-radius:.25rem;background:#fff}
input[aria-invalid=true]{border-color:#ca3e3e;border-width:2px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #265e92;outline-offset:2px}
.hint{font-size:.9rem;margin:.25rem 0 0;color:#3d4f5f}
.error{color:#a82f2f;font-weight:600;margin:.25rem 0 0}
.alert{border-left:4px solid #ca3e3e;background:#fdf2f2;padding:.75rem 1rem;margin:0 0 1rem}
button{width:100%;padding:.7rem 1rem;font:inherit;font-weight:600;color:#fff;background:#265e92;border:0;border-radius:.25rem;cursor:pointer}
button:hover{background:#1d4a73}
a{color:#265e92}
.back{display:inline-block;margin-top:1rem}
`;

/** A whole identity page in `lang`. `body` is trusted HTML built from escaped parts. */
function renderPage(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

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
    'required',
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

export interface SignInPageOptions {
  lang: string;
  messages: IdentityMessages;
  /** The site shown to the customer, if known. */
  host: string | undefined;
  /** Where the form posts (a path with query on this server). */
  action: string;
  csrf: string;
  email?: string;
  /** A problem with the email and password together (wrong, too many attempts, expired form). */
  formError?: string;
  emailError?: string;
  passwordError?: string;
}

/** The sign-in page: email and password. */
export function signInPage(options: SignInPageOptions): string {
  const m = options.messages;
  const formErrorId = 'credentials-error';
  const firstInvalid = options.emailError
    ? 'email'
    : options.passwordError || options.formError
      ? 'password'
      : '';
  const body = `<h1>${escapeHtml(m.signInTitle)}</h1>
<p>${escapeHtml(options.host ? m.signInIntro(options.host) : m.signInIntroNoHost)}</p>
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${hidden('csrf', options.csrf)}
${options.formError ? `<p class="alert error" id="${formErrorId}" role="alert">${escapeHtml(options.formError)}</p>` : ''}
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
</form>`;
  return renderPage(options.lang, options.host ? `${m.signInTitle} – ${options.host}` : m.signInTitle, body);
}

export interface ChangePasswordPageOptions {
  lang: string;
  messages: IdentityMessages;
  host: string | undefined;
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

/** The change-password page for the signed-in customer. */
export function changePasswordPage(options: ChangePasswordPageOptions): string {
  const m = options.messages;
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
<p>${escapeHtml(m.changePasswordIntro(options.email))}</p>
<p>${escapeHtml(m.changePasswordNote)}</p>
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${hidden('csrf', options.csrf)}
${options.formError ? `<p class="alert error" id="form-error" role="alert">${escapeHtml(options.formError)}</p>` : ''}
${field({
  id: 'current-password',
  type: 'password',
  label: m.currentPassword,
  autocomplete: 'current-password',
  error: options.currentError,
  autofocus: firstInvalid === 'current' || firstInvalid === '',
})}
${field({
  id: 'new-password',
  type: 'password',
  label: m.newPassword,
  autocomplete: 'new-password',
  hint: m.newPasswordHint,
  error: options.newError,
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  autofocus: firstInvalid === 'new',
})}
${field({
  id: 'confirm-password',
  type: 'password',
  label: m.confirmPassword,
  autocomplete: 'new-password',
  error: options.confirmError,
  maxLength: PASSWORD_MAX_LENGTH,
  autofocus: firstInvalid === 'confirm',
})}
<button type="submit">${escapeHtml(m.changePasswordButton)}</button>
</form>
${options.backUrl && options.host ? `<a class="back" href="${escapeHtml(options.backUrl)}">${escapeHtml(m.backTo(options.host))}</a>` : ''}`;
  return renderPage(options.lang, m.changePasswordTitle, body);
}

/** The page for a request that cannot be sent back to the app (unknown client or return address). */
export function errorPage(lang: string, messages: IdentityMessages, problem: string): string {
  const body = `<h1>${escapeHtml(messages.errorTitle)}</h1>
<p>${escapeHtml(problem)}</p>
<p>${escapeHtml(messages.errorHint)}</p>`;
  return renderPage(lang, messages.errorTitle, body);
}
