import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { sql } from 'kysely';
import type { SandboxAppDeps } from '../SandboxAppDeps';
import { html, PAGE_HEADERS, page, type SafeHtml } from './html';
import { type CardErrors, type CardForm, cardFields, readCard, TEST_CARDS } from './paymentPages';

const PROVIDER = 'Sandbox payments';

/**
 * Statuses of a setup-intent session: `pending` until a card is saved, then `succeeded` (the card
 * can become the payment method on file, once) or `canceled` (the customer left). A declined card
 * leaves the session `pending` with `detail.lastError`, so another card can be tried.
 */
type SetupIntentStatus = 'pending' | 'succeeded' | 'canceled';

/** A jsonb value for an update (the column type wraps JSON in a way Kysely's `set` does not unwrap). */
const jsonb = (value: Record<string, unknown>) => sql<never>`${JSON.stringify(value)}::jsonb`;

const EMPTY_FORM: CardForm = { cardNumber: '', expiry: '', cvc: '', holderName: '' };

/**
 * The page's return address: the `returnUrl` query parameter (or, without one, the address stored
 * when the intent was opened), accepted only on this server's origin, never elsewhere.
 */
function returnAddress(c: Context, stored: string | null): { url: URL | undefined; valid: boolean } {
  const origin = new URL(c.req.url).origin;
  const given = c.req.query('returnUrl') ?? stored ?? undefined;
  if (given === undefined || given === '') return { url: undefined, valid: true };
  const relative = given.startsWith('/') && !given.startsWith('//') && !given.includes('\\');
  try {
    const url = new URL(given, origin);
    const sameOrigin = url.origin === origin && !url.username && !url.password;
    return sameOrigin && (relative || given.startsWith(`${origin}/`))
      ? { url, valid: true }
      : { url: undefined, valid: false };
  } catch {
    return { url: undefined, valid: false };
  }
}

/** The return address with the outcome, as a redirect-based provider sends the customer back. */
function returnTo(url: URL, sessionId: string, outcome: SetupIntentStatus, paymentMethod?: string): string {
  const target = new URL(url);
  target.searchParams.set('setup_intent', sessionId);
  target.searchParams.set('redirect_status', outcome === 'succeeded' ? 'succeeded' : 'canceled');
  if (paymentMethod) target.searchParams.set('payment_method', paymentMethod);
  return target.toString();
}

function pageResponse(c: Context, status: ContentfulStatusCode, title: string, body: SafeHtml) {
  return c.html(page({ provider: PROVIDER, title, body }), status, PAGE_HEADERS);
}

function cardPage(
  c: Context,
  form: CardForm,
  errors: CardErrors,
  alert?: string,
  status: ContentfulStatusCode = 200,
) {
  const hasErrors = Object.keys(errors).length > 0;
  return pageResponse(
    c,
    status,
    'Save a card',
    html`<h1>Save a card</h1>
<p>Add the card your rent is charged to from now on. Nothing is charged now.</p>
${
  alert
    ? html`<div class="alert" role="alert"><p>${alert}</p></div>`
    : hasErrors
      ? html`<div class="alert" role="alert"><p>Please correct the fields marked below.</p></div>`
      : html``
}
<form method="post" novalidate>
<input type="hidden" name="action" value="save">
${cardFields(form, errors)}
<div class="actions">
<button type="submit" class="primary">Save card</button>
</div>
</form>
<form method="post">
<input type="hidden" name="action" value="cancel">
<div class="actions"><button type="submit" class="secondary">Cancel and go back</button></div>
</form>
<h2 id="test-cards">Test cards</h2>
<table aria-labelledby="test-cards">
<thead><tr><th scope="col">Card number</th><th scope="col">Result</th></tr></thead>
<tbody>
<tr><td><code>4242 4242 4242 4242</code></td><td>Saved</td></tr>
<tr><td><code>4000 0000 0000 0002</code></td><td>Declined</td></tr>
</tbody>
</table>
<p class="hint">Use any future expiry date and any 3 digit security code. Other valid card numbers are saved too.</p>`,
  );
}

/** A page with a message and, when there is a return address, a link back. */
function infoPage(
  c: Context,
  status: ContentfulStatusCode,
  title: string,
  message: string,
  back: string | undefined,
) {
  return pageResponse(
    c,
    status,
    title,
    html`<h1>${title}</h1>
<p>${message}</p>
${back ? html`<p><a class="button primary" href="${back}">Return to the customer portal</a></p>` : html``}`,
  );
}

/**
 * The simulated card page of a payment-method update (a setup intent opened by `getSetupIntent`),
 * under /sandbox-providers/payment-method/{id}. The outcome is recorded on the provider session
 * (as a provider's webhook would); the browser then goes back to the return URL with
 * `setup_intent`, `redirect_status` and, once a card is saved, `payment_method` (the reference
 * `updateBookingPaymentMethod` takes). The API reads the outcome from the session, not the URL.
 */
export function createSetupIntentRoutes(deps: SandboxAppDeps): Hono {
  const routes = new Hono();

  const load = (id: string) =>
    deps.db
      .selectFrom('provider_session')
      .selectAll()
      .where('id', '=', id)
      .where('kind', '=', 'setup-intent')
      .executeTakeFirst();

  const notFound = (c: Context) =>
    infoPage(c, 404, 'Card session not found', 'This link to save a card is not valid.', undefined);
  const badReturn = (c: Context) =>
    infoPage(
      c,
      400,
      'Return address not allowed',
      'This link would send you to another site afterwards, so it was stopped. Start again from the customer portal.',
      undefined,
    );

  const closed = (
    c: Context,
    session: { id: string; status: string; used: boolean },
    back: URL | undefined,
  ) => {
    const status = session.status as SetupIntentStatus;
    if (status === 'canceled') {
      return infoPage(
        c,
        200,
        'Card not saved',
        'You cancelled saving the card. Nothing was changed.',
        back ? returnTo(back, session.id, 'canceled') : undefined,
      );
    }
    return infoPage(
      c,
      200,
      'Card saved',
      session.used
        ? 'This card is now your payment method.'
        : 'Your card was saved. Return to the customer portal to use it.',
      back ? back.toString() : undefined,
    );
  };

  routes.get('/:sessionId', async (c) => {
    const session = await load(c.req.param('sessionId'));
    if (!session) return notFound(c);
    const back = returnAddress(c, session.return_url);
    if (!back.valid) return badReturn(c);
    if (session.status !== 'pending' || session.used) return closed(c, session, back.url);
    return cardPage(c, EMPTY_FORM, {});
  });

  routes.post('/:sessionId', async (c) => {
    const sessionId = c.req.param('sessionId');
    const session = await load(sessionId);
    if (!session) return notFound(c);
    const back = returnAddress(c, session.return_url);
    if (!back.valid) return badReturn(c);
    const origin = c.req.header('origin');
    if (origin && origin !== new URL(c.req.url).origin) {
      return infoPage(c, 403, 'Not allowed', 'This form can only be sent from its own page.', undefined);
    }
    if (session.status !== 'pending' || session.used) return closed(c, session, back.url);

    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const now = deps.config.now();

    /** Moves a pending session on; false when another tab got there first. */
    const record = async (status: SetupIntentStatus, detail: Record<string, unknown>) => {
      const changed = await deps.db
        .updateTable('provider_session')
        .set({ status, detail: jsonb(detail), updated_at: now })
        .where('id', '=', sessionId)
        .where('status', '=', 'pending')
        .where('used', '=', false)
        .executeTakeFirst();
      return Number(changed.numUpdatedRows) === 1;
    };

    if (field('action') === 'cancel') {
      await record('canceled', session.detail);
      const current = (await load(sessionId)) ?? session;
      if (current.status === 'canceled' && back.url)
        return c.redirect(returnTo(back.url, sessionId, 'canceled'), 303);
      return closed(c, current, back.url);
    }

    const entered: CardForm = {
      cardNumber: field('cardNumber'),
      expiry: field('expiry'),
      cvc: field('cvc'),
      holderName: field('holderName'),
    };
    const read = readCard(entered, now);
    if ('errors' in read) return cardPage(c, entered, read.errors, undefined, 422);
    if (read.digits === TEST_CARDS.declined) {
      await deps.db
        .updateTable('provider_session')
        .set({
          detail: jsonb({ ...session.detail, lastError: 'card_declined' }),
          updated_at: now,
        })
        .where('id', '=', sessionId)
        .execute();
      return cardPage(
        c,
        { ...entered, cardNumber: '' },
        { cardNumber: 'Your card was declined. Try another card.' },
        'Your card was declined. Nothing was saved.',
        402,
      );
    }
    const paymentMethodReference = `pm_sandbox_${randomBytes(12).toString('hex')}`;
    const saved = await record('succeeded', {
      paymentMethodReference,
      type: 'card',
      ...read.card,
    });
    const current = (await load(sessionId)) ?? session;
    if (!saved) return closed(c, current, back.url);
    if (back.url) return c.redirect(returnTo(back.url, sessionId, 'succeeded', paymentMethodReference), 303);
    return closed(c, current, undefined);
  });

  return routes;
}
