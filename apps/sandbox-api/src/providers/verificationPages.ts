import { type Context, Hono } from 'hono';
import type { SandboxAppDeps } from '../SandboxAppDeps';
import { html, page, pageHeaders, type SafeHtml } from './html';
import {
  field,
  formatMoney,
  infoPage,
  loadSessionPage,
  redirectBack,
  type SessionPageContext,
} from './pageContext';
import { effectiveStatus } from './providerSessions';

/** One action a visitor of a hosted page can take, and the status it records. */
interface PageAction {
  action: string;
  label: string;
  status: string;
  primary?: boolean;
}

interface ProviderPageSpec {
  kind: 'e-signature' | 'id-check';
  provider: string;
  /** Heading and body of the page while the session waits for the customer. */
  title: string;
  body: (context: SessionPageContext, deps: SandboxAppDeps) => SafeHtml;
  actions: PageAction[];
  /** Title and message once the session has a status other than pending. */
  outcomes: Record<string, [string, string]>;
}

const SIGNING: ProviderPageSpec = {
  kind: 'e-signature',
  provider: 'Sandbox e-signature',
  title: 'Sign your rental agreement',
  body: (context) => {
    const request = context.request;
    const company = request.customerType === 'business' ? request.companyName : null;
    return html`<p>Read the summary of the rental agreement and sign it electronically.</p>
<h2>Rental agreement</h2>
<dl>
<dt>Landlord</dt><dd>${context.tenantName}</dd>
<dt>Site</dt><dd>${context.locationName}, ${context.locationAddress}</dd>
<dt>Tenant</dt><dd>${request.firstname} ${request.lastname}${company ? `, ${company}` : ''}</dd>
<dt>Unit</dt><dd>${context.unitTypeName}</dd>
<dt>Move-in date</dt><dd>${context.moveInDate}</dd>
<dt>Rent</dt><dd>${formatMoney(context.price.recurringAmount, context.price.currency)} per ${
      context.price.period === 'weekly' ? 'week' : 'month'
    }, VAT included</dd>
</dl>`;
  },
  actions: [
    { action: 'sign', label: 'Sign the agreement', status: 'signed', primary: true },
    { action: 'cancel', label: 'Cancel signing', status: 'cancelled' },
    { action: 'expire', label: 'Let the session expire', status: 'expired' },
  ],
  outcomes: {
    signed: ['Agreement signed', 'You signed the rental agreement. Return to the shop to continue.'],
    cancelled: [
      'Signing cancelled',
      'You did not sign the agreement. You can start signing again from the shop.',
    ],
    expired: [
      'Signing session expired',
      'This signing session has expired. You can start signing again from the shop.',
    ],
    superseded: [
      'Signing link replaced',
      'A newer signing session was opened for this booking; use that one.',
    ],
  },
};

const ID_CHECK: ProviderPageSpec = {
  kind: 'id-check',
  provider: 'Sandbox identity check',
  title: 'Verify your identity',
  body: (context, deps) => html`<p>The storage company needs to confirm who is renting the unit.</p>
<dl>
<dt>Name</dt><dd>${context.request.firstname} ${context.request.lastname}</dd>
<dt>For</dt><dd>${context.tenantName}, ${context.locationName}</dd>
</dl>
<p class="hint">Manual review keeps the check in progress for ${deps.config.idCheckInProgressSeconds} seconds; then it passes.</p>`,
  actions: [
    { action: 'pass', label: 'Verify my identity', status: 'passed', primary: true },
    { action: 'review', label: 'Send for manual review', status: 'in-progress' },
    { action: 'reject', label: 'Reject: identity not confirmed', status: 'rejected' },
    { action: 'cancel', label: 'Cancel', status: 'cancelled' },
    { action: 'expire', label: 'Let the session expire', status: 'expired' },
  ],
  outcomes: {
    passed: ['Identity verified', 'Your identity was confirmed. Return to the shop to continue.'],
    'in-progress': [
      'Identity check in progress',
      'Your documents are being reviewed. Return to the shop; it will continue by itself once the check is done.',
    ],
    rejected: [
      'Identity not confirmed',
      'We could not confirm your identity with this document. Return to the shop to try again with another one.',
    ],
    cancelled: [
      'Identity check cancelled',
      'You cancelled the identity check. You can start it again from the shop.',
    ],
    expired: [
      'Identity check expired',
      'This identity check session has expired. You can start it again from the shop.',
    ],
    superseded: [
      'Identity check link replaced',
      'A newer identity check was opened for this booking; use that one.',
    ],
  },
};

function pendingPage(c: Context, spec: ProviderPageSpec, context: SessionPageContext, deps: SandboxAppDeps) {
  return c.html(
    page({
      provider: spec.provider,
      title: spec.title,
      body: html`<h1>${spec.title}</h1>
${spec.body(context, deps)}
<form method="post">
<div class="actions">
${spec.actions.map(
  (action) =>
    html`<button type="submit" name="action" value="${action.action}" class="${action.primary ? 'primary' : 'secondary'}">${action.label}</button>
`,
)}</div>
</form>`,
    }),
    200,
    pageHeaders(context.session.return_url),
  );
}

/**
 * Hosted pages of a redirect provider (e-signature or identity check) under
 * /sandbox-providers/{kind}/{id}: the visitor's choice is written on the session, then the browser
 * goes back to the client's return URL with `session=<id>`. A session nobody acts on expires after
 * the hold time.
 */
function createVerificationPages(deps: SandboxAppDeps, spec: ProviderPageSpec): Hono {
  const routes = new Hono();

  const notFoundPage = (c: Context) =>
    infoPage(c, {
      provider: spec.provider,
      title: 'Session not found',
      message: 'This link is not valid.',
      status: 404,
    });

  /** The page for a session that no longer waits for the customer. */
  const outcomePage = (c: Context, context: SessionPageContext, status: string, httpStatus = 200) => {
    if (!context.live && status === 'pending') {
      return infoPage(c, {
        provider: spec.provider,
        title: 'This session has ended',
        message: 'The booking this session belongs to is no longer open.',
        session: context.session,
        status: httpStatus,
      });
    }
    const [title, message] = spec.outcomes[status] ?? [
      'This session is complete',
      'Return to the shop to continue.',
    ];
    return infoPage(c, {
      provider: spec.provider,
      title,
      message,
      session: status === 'superseded' ? undefined : context.session,
      status: httpStatus,
    });
  };

  routes.get('/:sessionId', async (c) => {
    const context = await loadSessionPage(deps.db, deps.config, c.req.param('sessionId'), spec.kind);
    if (!context) return notFoundPage(c);
    const status = effectiveStatus(context.session, deps.config.now(), deps.config);
    if (status === 'pending' && context.live && !context.session.used)
      return pendingPage(c, spec, context, deps);
    return outcomePage(c, context, status);
  });

  routes.post('/:sessionId', async (c) => {
    const sessionId = c.req.param('sessionId');
    const context = await loadSessionPage(deps.db, deps.config, sessionId, spec.kind);
    if (!context) return notFoundPage(c);
    const now = deps.config.now();
    const status = effectiveStatus(context.session, now, deps.config);
    if (status !== 'pending' || !context.live || context.session.used) {
      return outcomePage(c, context, status, 409);
    }
    const requested = field(await c.req.parseBody(), 'action');
    const chosen = spec.actions.find((action) => action.action === requested);
    if (!chosen) return pendingPage(c, spec, context, deps);
    const changed = await deps.db
      .updateTable('provider_session')
      .set({
        status: chosen.status,
        updated_at: now,
        ready_at:
          chosen.status === 'in-progress'
            ? new Date(now.getTime() + deps.config.idCheckInProgressSeconds * 1000)
            : null,
      })
      .where('id', '=', sessionId)
      .where('kind', '=', spec.kind)
      .where('status', '=', 'pending')
      .where('used', '=', false)
      .executeTakeFirst();
    // Someone else decided first (another tab): show what happened.
    if (Number(changed.numUpdatedRows) !== 1) return c.redirect(new URL(c.req.url).pathname, 303);
    return redirectBack(c, context.session);
  });

  return routes;
}

/** The sandbox signing pages under /sandbox-providers/e-signature. */
export function createSigningPages(deps: SandboxAppDeps): Hono {
  return createVerificationPages(deps, SIGNING);
}

/** The sandbox identity-check pages under /sandbox-providers/id-check. */
export function createIdCheckPages(deps: SandboxAppDeps): Hono {
  return createVerificationPages(deps, ID_CHECK);
}
