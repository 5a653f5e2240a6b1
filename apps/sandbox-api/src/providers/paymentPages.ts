import { type Context, Hono } from 'hono';
import { sql } from 'kysely';
import type { SandboxAppDeps } from '../SandboxAppDeps';
import { html, page, pageHeaders, type SafeHtml } from './html';
import { field, formatMoney, infoPage, loadSessionPage, redirectBack } from './pageContext';
import {
  type CardDetail,
  detailOf,
  type PaymentDetail,
  type PaymentStatus,
  type ProviderSession,
} from './providerSessions';

const PROVIDER = 'Sandbox payments';

/** The test cards of the hosted page and what each one does. */
export const TEST_CARDS = {
  success: '4242424242424242',
  requiresVerification: '4000002760003184',
  declined: '4000000000000002',
} as const;

/** What the sandbox card pages ask for. */
export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  holderName: string;
}

export type CardErrors = Partial<Record<keyof CardForm, string>>;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  return 'card';
}

/** Checks the card form; answers the card or the errors per field. */
export function readCard(
  form: CardForm,
  now: Date,
): { card: CardDetail; digits: string } | { errors: CardErrors } {
  const errors: CardErrors = {};
  const digits = form.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.cardNumber = 'Enter a valid card number.';

  const expiry = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(form.expiry.trim());
  const month = Number(expiry?.[1]);
  const yearText = expiry?.[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (!expiry || month < 1 || month > 12) {
    errors.expiry = 'Enter the expiry date as MM/YY.';
  } else if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    errors.expiry = 'This card has expired.';
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code.';
  const holderName = form.holderName.trim();
  if (holderName.length > 100) errors.holderName = 'Use at most 100 characters.';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    digits,
    card: {
      brand: brandOf(digits),
      last4: digits.slice(-4),
      expMonth: month,
      expYear: year,
      holderName: holderName || null,
    },
  };
}

function input(
  options: {
    id: keyof CardForm;
    label: string;
    value: string;
    autocomplete: string;
    hint?: string;
    inputmode?: string;
  },
  errors: CardErrors,
  required = true,
): SafeHtml {
  const error = errors[options.id];
  const describedBy = [options.hint ? `${options.id}-hint` : '', error ? `${options.id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return html`<label for="${options.id}">${options.label}</label>
<input type="text" id="${options.id}" name="${options.id}" value="${options.value}" autocomplete="${options.autocomplete}"${
    options.inputmode ? html` inputmode="${options.inputmode}"` : html``
  }${required ? html` required` : html``}${error ? html` aria-invalid="true"` : html``}${
    describedBy ? html` aria-describedby="${describedBy}"` : html``
  }>
${options.hint ? html`<p class="hint" id="${options.id}-hint">${options.hint}</p>` : html``}
${error ? html`<p class="error" id="${options.id}-error">${error}</p>` : html``}`;
}

/** The card fields of the sandbox card pages (checkout payment and payment-method update). */
export function cardFields(form: CardForm, errors: CardErrors): SafeHtml {
  return html`${input({ id: 'cardNumber', label: 'Card number', value: form.cardNumber, autocomplete: 'cc-number', inputmode: 'numeric', hint: 'Use one of the test cards below.' }, errors)}
<div class="row">
<div>${input({ id: 'expiry', label: 'Expiry date', value: form.expiry, autocomplete: 'cc-exp', hint: 'MM/YY' }, errors)}</div>
<div>${input({ id: 'cvc', label: 'Security code', value: '', autocomplete: 'cc-csc', inputmode: 'numeric', hint: '3 or 4 digits' }, errors)}</div>
</div>
${input({ id: 'holderName', label: 'Name on card (optional)', value: form.holderName, autocomplete: 'cc-name' }, errors, false)}`;
}

/**
 * A payment session as its hosted page shows it: a checkout's (for a basket) or a portal invoice
 * payment's (for an invoice).
 */
interface PaymentPageContext {
  session: ProviderSession;
  /** A checkout's payment or an invoice's. */
  purpose: 'checkout' | 'invoice';
  /** The payment can still go on: the checkout has not ended, the invoice is still due. */
  live: boolean;
  tenantName: string;
  /** What is paid for, such as "Small unit, Stockholm Kungsholmen" or "Invoice INV-01-00004, …". */
  paidFor: string;
}

/** Loads a payment session with what it pays for; undefined when there is none. */
async function loadPaymentPage(
  deps: SandboxAppDeps,
  sessionId: string,
): Promise<PaymentPageContext | undefined> {
  const checkout = await loadSessionPage(deps.db, deps.config, sessionId, 'payment');
  if (checkout) {
    return {
      session: checkout.session,
      purpose: 'checkout',
      live: checkout.live,
      tenantName: checkout.tenantName,
      paidFor: `${checkout.unitTypeName}, ${checkout.locationName}`,
    };
  }
  const session = await deps.db
    .selectFrom('provider_session')
    .selectAll()
    .where('id', '=', sessionId)
    .where('kind', '=', 'payment')
    .where('invoice_id', 'is not', null)
    .executeTakeFirst();
  if (!session || session.invoice_id === null) return undefined;
  const invoice = await deps.db
    .selectFrom('invoice')
    .innerJoin('location', 'location.id', 'invoice.location_id')
    .innerJoin('tenant', 'tenant.id', 'location.tenant_id')
    .select([
      'invoice.number',
      'invoice.status',
      'location.name as location_name',
      'tenant.name as tenant_name',
    ])
    .where('invoice.id', '=', session.invoice_id)
    .executeTakeFirst();
  if (!invoice) return undefined;
  return {
    session,
    purpose: 'invoice',
    live: invoice.status === 'open' || invoice.status === 'overdue',
    tenantName: invoice.tenant_name,
    paidFor: `Invoice ${invoice.number}, ${invoice.location_name}`,
  };
}

function summary(context: PaymentPageContext): SafeHtml {
  const detail = detailOf<PaymentDetail>(context.session);
  return html`<dl>
<dt>Merchant</dt><dd>${context.tenantName}</dd>
<dt>For</dt><dd>${context.paidFor}</dd>
<dt>${detail.intentType === 'setup' ? 'Due now' : 'Amount'}</dt><dd>${formatMoney(detail.amount, detail.currency)}</dd>
</dl>
${
  detail.intentType === 'setup'
    ? html`<p>Nothing is charged now: your card is saved for the coming rent.</p>`
    : context.purpose === 'invoice'
      ? html`<p>The amount is charged to your card now.</p>`
      : html`<p>The amount is reserved on your card now and charged when your booking is confirmed.</p>`
}`;
}

function cardPage(
  c: Context,
  context: PaymentPageContext,
  form: CardForm,
  errors: CardErrors,
  status = 200,
): Response {
  const hasErrors = Object.keys(errors).length > 0;
  const detail = detailOf<PaymentDetail>(context.session);
  return c.html(
    page({
      provider: PROVIDER,
      title: 'Pay by card',
      body: html`<h1>Pay by card</h1>
${summary(context)}
${hasErrors ? html`<div class="alert" role="alert"><p>Please correct the fields marked below.</p></div>` : html``}
<form method="post" novalidate>
<input type="hidden" name="action" value="pay">
${cardFields(form, errors)}
<div class="actions">
<button type="submit" class="primary">${detail.intentType === 'setup' ? 'Save card' : `Pay ${formatMoney(detail.amount, detail.currency)}`}</button>
</div>
</form>
<form method="post">
<input type="hidden" name="action" value="cancel">
<div class="actions"><button type="submit" class="secondary">${context.purpose === 'invoice' ? 'Cancel and return to the customer portal' : 'Cancel and return to the shop'}</button></div>
</form>
<h2 id="test-cards">Test cards</h2>
<table aria-labelledby="test-cards">
<thead><tr><th scope="col">Card number</th><th scope="col">Result</th></tr></thead>
<tbody>
<tr><td><code>4242 4242 4242 4242</code></td><td>Succeeds</td></tr>
<tr><td><code>4000 0027 6000 3184</code></td><td>Asks for 3-D Secure verification</td></tr>
<tr><td><code>4000 0000 0000 0002</code></td><td>Declined</td></tr>
</tbody>
</table>
<p class="hint">Use any future expiry date and any 3 digit security code. Other valid card numbers succeed.</p>`,
    }),
    status as 200,
    pageHeaders(context.session.return_url),
  );
}

function verificationPage(c: Context, context: PaymentPageContext): Response {
  const detail = detailOf<PaymentDetail>(context.session);
  return c.html(
    page({
      provider: PROVIDER,
      title: 'Verify your payment',
      body: html`<h1>Verify your payment</h1>
<p>Your bank asks you to confirm this payment (3-D Secure).</p>
<dl>
<dt>Merchant</dt><dd>${context.tenantName}</dd>
<dt>Amount</dt><dd>${formatMoney(detail.amount, detail.currency)}</dd>
<dt>Card</dt><dd>${detail.card ? `${detail.card.brand} ending in ${detail.card.last4}` : 'Your card'}</dd>
</dl>
<form method="post">
<div class="actions">
<button type="submit" name="action" value="approve" class="primary">Complete verification</button>
<button type="submit" name="action" value="fail" class="secondary">Fail verification</button>
</div>
</form>`,
    }),
    200,
    pageHeaders(context.session.return_url),
  );
}

const EMPTY_FORM: CardForm = { cardNumber: '', expiry: '', cvc: '', holderName: '' };

/**
 * The hosted card page of a payment session (a checkout's, or a portal invoice payment's), under
 * /sandbox-providers/payment/{id}. The
 * outcome is written on the session (as a provider's webhook would) before the browser is sent
 * back to the client's return URL; the return URL only carries the session id.
 */
export function createPaymentPages(deps: SandboxAppDeps): Hono {
  const routes = new Hono();

  /** Records a new status if the session is still at `from`; false when something else got there first. */
  const record = async (
    sessionId: string,
    from: PaymentStatus[],
    to: PaymentStatus,
    detail?: PaymentDetail,
  ) => {
    const changed = await deps.db
      .updateTable('provider_session')
      .set({
        status: to,
        updated_at: deps.config.now(),
        ...(detail ? { detail: sql<never>`${JSON.stringify(detail)}::jsonb` } : {}),
      })
      .where('id', '=', sessionId)
      .where('kind', '=', 'payment')
      .where('used', '=', false)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(changed.numUpdatedRows) === 1;
  };

  const closed = (c: Context, context: PaymentPageContext, status = 200) => {
    const state = context.session.status as PaymentStatus;
    if (!context.live && !context.session.used) {
      return infoPage(c, {
        provider: PROVIDER,
        title: 'This payment has ended',
        message:
          context.purpose === 'invoice'
            ? 'This invoice has nothing left to pay, so nothing was charged.'
            : 'The checkout this payment belongs to has ended, so nothing was charged.',
        session: context.session,
        status,
      });
    }
    const messages: Partial<Record<PaymentStatus, [string, string]>> = {
      authorised: ['Payment approved', 'Your card was accepted. Return to the shop to continue.'],
      declined: ['Payment declined', 'Your card was declined. Return to the shop to try another card.'],
      canceled: ['Payment cancelled', 'You cancelled the payment. Nothing was charged.'],
    };
    const [title, message] = (!context.session.used && messages[state]) || [
      'This payment is complete',
      'Nothing more to do here. Return to the shop to continue.',
    ];
    return infoPage(c, { provider: PROVIDER, title, message, session: context.session, status });
  };

  routes.get('/:sessionId', async (c) => {
    const context = await loadPaymentPage(deps, c.req.param('sessionId'));
    if (!context) {
      return infoPage(c, {
        provider: PROVIDER,
        title: 'Payment not found',
        message: 'This payment link is not valid.',
        status: 404,
      });
    }
    if (context.live && !context.session.used) {
      if (context.session.status === 'pending') return cardPage(c, context, EMPTY_FORM, {});
      if (context.session.status === 'requires-verification') return verificationPage(c, context);
    }
    return closed(c, context);
  });

  routes.post('/:sessionId', async (c) => {
    const sessionId = c.req.param('sessionId');
    const context = await loadPaymentPage(deps, sessionId);
    if (!context) {
      return infoPage(c, {
        provider: PROVIDER,
        title: 'Payment not found',
        message: 'This payment link is not valid.',
        status: 404,
      });
    }
    if (!context.live || context.session.used) return closed(c, context, 409);
    const form = await c.req.parseBody();
    const action = field(form, 'action');
    const detail = detailOf<PaymentDetail>(context.session);
    const status = context.session.status as PaymentStatus;

    let done = false;
    if (action === 'cancel') {
      done = await record(sessionId, ['pending', 'requires-verification'], 'canceled');
    } else if (action === 'pay' && status === 'pending') {
      const entered: CardForm = {
        cardNumber: field(form, 'cardNumber'),
        expiry: field(form, 'expiry'),
        cvc: field(form, 'cvc'),
        holderName: field(form, 'holderName'),
      };
      const read = readCard(entered, deps.config.now());
      if ('errors' in read) return cardPage(c, context, entered, read.errors, 422);
      const withCard: PaymentDetail = { ...detail, card: read.card };
      if (read.digits === TEST_CARDS.requiresVerification) {
        done = await record(sessionId, ['pending'], 'requires-verification', withCard);
        if (done) return c.redirect(new URL(c.req.url).pathname, 303);
      } else if (read.digits === TEST_CARDS.declined) {
        done = await record(sessionId, ['pending'], 'declined', {
          ...withCard,
          declineCode: 'card_declined',
        });
      } else {
        done = await record(sessionId, ['pending'], 'authorised', withCard);
      }
    } else if ((action === 'approve' || action === 'fail') && status === 'requires-verification') {
      done =
        action === 'approve'
          ? await record(sessionId, ['requires-verification'], 'authorised')
          : await record(sessionId, ['requires-verification'], 'declined', {
              ...detail,
              declineCode: 'authentication_failed',
            });
    }
    // Not an action for the session's state (a second tab, a resubmitted form): show its page again.
    if (!done) return c.redirect(new URL(c.req.url).pathname, 303);
    return redirectBack(c, context.session);
  });

  return routes;
}
