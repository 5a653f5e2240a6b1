import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { PaymentMethodTable } from '../db/types';
import { todayIn } from '../domain/calendar';
import { ApiProblem } from '../http/ApiProblem';
import type { Handlers } from '../http/operations';
import {
  customerLocation,
  locationToday,
  portalMessage,
  portalProblem,
  signedInCustomer,
} from './portalSupport';

/** How long a confirmed setup intent can be turned into the payment method on file. */
const SETUP_INTENT_HOURS = 24;

/**
 * A stored payment method in the contract's shape. A card whose expiry month has passed is
 * `expired`, whatever was stored.
 */
function paymentMethodOf(row: Selectable<PaymentMethodTable>, today: string) {
  const cardExpired =
    row.type === 'card' &&
    row.exp_year !== null &&
    row.exp_month !== null &&
    `${row.exp_year}-${String(row.exp_month).padStart(2, '0')}` < today.slice(0, 7);
  return {
    id: row.id,
    type: row.type,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    holderName: row.holder_name,
    status: cardExpired && row.status === 'valid' ? ('expired' as const) : row.status,
  };
}

/** 403 `forbidden` unless the path's customer id is the signed-in customer's. */
function requireSelf(pathCustomerId: number, customerId: number, language: string): void {
  if (pathCustomerId !== customerId) {
    throw portalProblem(403, 'forbidden', 'forbidden', language);
  }
}

/** The setup intent's return address, when it is on the API's own origin (no open redirects). */
function sameOriginReturnUrl(
  returnUrl: string | undefined,
  origin: string,
  language: string,
): string | undefined {
  if (returnUrl === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(returnUrl);
  } catch {
    url = undefined;
  }
  if (!url || url.origin !== origin || url.username || url.password) {
    throw new ApiProblem(400, 'bad-request', portalMessage('bad-request', language), [
      { field: 'returnUrl', code: 'format' },
    ]);
  }
  return url.toString();
}

/**
 * The customer portal's payment methods: the one on file per location, its replacement through a
 * setup intent, and the customer's list.
 */
export const portalPaymentMethodHandlers: Handlers = {
  getBookingPaymentMethod: async ({ db, config, customerId, path, language }) => {
    const me = signedInCustomer(customerId);
    const location = await customerLocation(db, me, path.locationId, language);
    const row = await db
      .selectFrom('payment_method')
      .selectAll()
      .where('customer_id', '=', me)
      .where('location_id', '=', location.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return {
      status: 200,
      body: { data: row ? paymentMethodOf(row, locationToday(location, config.now())) : null },
    };
  },

  updateBookingPaymentMethod: async ({ db, config, customerId, path, body, language }) => {
    const me = signedInCustomer(customerId);
    const location = await customerLocation(db, me, path.locationId, language);
    const now = config.now();
    const invalid = () => portalProblem(422, 'payment-method-invalid', 'payment-method-invalid', language);

    const saved = await db.transaction().execute(async (trx) => {
      const session = await trx
        .selectFrom('provider_session')
        .selectAll()
        .where('id', '=', body.setupIntentId)
        .where('kind', '=', 'setup-intent')
        .where('customer_id', '=', me)
        .forUpdate()
        .executeTakeFirst();
      const detail: Record<string, unknown> = session?.detail ?? {};
      const fresh =
        session && now.getTime() - session.created_at.getTime() < SETUP_INTENT_HOURS * 3600 * 1000;
      if (
        !session ||
        !fresh ||
        session.used ||
        session.status !== 'succeeded' ||
        detail.paymentMethodReference !== body.paymentMethodReference
      ) {
        throw invalid();
      }
      await trx
        .updateTable('provider_session')
        .set({ used: true, location_id: location.id, updated_at: now })
        .where('id', '=', session.id)
        .execute();
      // The new method replaces the one on file at this location.
      await trx
        .deleteFrom('payment_method')
        .where('customer_id', '=', me)
        .where('location_id', '=', location.id)
        .execute();
      const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
      const integer = (value: unknown) =>
        typeof value === 'number' && Number.isInteger(value) ? value : null;
      const last4 = text(detail.last4);
      if (!last4 || !/^\d{4}$/.test(last4)) throw invalid();
      return trx
        .insertInto('payment_method')
        .values({
          customer_id: me,
          location_id: location.id,
          type: detail.type === 'sepa_debit' ? 'sepa_debit' : 'card',
          brand: text(detail.brand),
          last4,
          exp_month: integer(detail.expMonth),
          exp_year: integer(detail.expYear),
          holder_name: text(detail.holderName),
          status: 'valid',
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return { status: 200, body: { data: paymentMethodOf(saved, locationToday(location, now)) } };
  },

  listCustomerPaymentMethods: async ({ db, config, customerId, path, language }) => {
    const me = signedInCustomer(customerId);
    requireSelf(path.customerId, me, language);
    const rows = await db
      .selectFrom('payment_method')
      .selectAll()
      .where('customer_id', '=', me)
      .orderBy('location_id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const today = todayIn('UTC', config.now());
    return { status: 200, body: { data: rows.map((row) => paymentMethodOf(row, today)) } };
  },

  getSetupIntent: async ({ db, config, customerId, path, query, language, origin }) => {
    const me = signedInCustomer(customerId);
    requireSelf(path.customerId, me, language);
    const returnUrl = sameOriginReturnUrl(query.returnUrl, origin, language);
    const id = `seti_${randomBytes(16).toString('hex')}`;
    const now = config.now();
    await db
      .insertInto('provider_session')
      .values({
        id,
        kind: 'setup-intent',
        customer_id: me,
        status: 'pending',
        return_url: returnUrl ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const page = new URL(`/sandbox-providers/payment-method/${id}`, origin);
    if (returnUrl) page.searchParams.set('returnUrl', returnUrl);
    return {
      status: 200,
      body: {
        data: {
          setupIntentId: id,
          provider: 'sandbox',
          clientSecret: null,
          publishableKey: null,
          redirectUrl: page.toString(),
        },
      },
    };
  },
};
