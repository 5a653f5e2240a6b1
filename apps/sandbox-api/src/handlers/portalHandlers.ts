import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PaymentMethodTable } from '../db/types';
import { isIsoDate, todayIn } from '../domain/calendar';
import { pick } from '../domain/i18n';
import { earliestEndDate, rentalStatus } from '../domain/rentalTerm';
import { ApiProblem } from '../http/ApiProblem';
import type { Handlers } from '../http/operations';
import {
  customerLocation,
  locationToday,
  managedOwners,
  pageMeta,
  pageRequest,
  portalLocation,
  portalMessage,
  portalProblem,
  signedInCustomer,
  timestamp,
} from './portalSupport';

/** How long a confirmed setup intent can be turned into the payment method on file. */
const SETUP_INTENT_HOURS = 24;

const money = (value: string) => Number(value);
const round2 = (value: number) => Math.round(value * 100) / 100;

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

async function locationIdsOf(db: Kysely<Database>, customerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('booking')
    .select('location_id')
    .distinct()
    .where('customer_id', '=', customerId)
    .execute();
  return rows.map((row) => row.location_id);
}

const CANCELLATION_NOTICE = {
  title: {
    en: 'Cancellation confirmed',
    sv: 'Uppsägning bekräftad',
    de: 'Kündigung bestätigt',
    nb: 'Oppsigelse bekreftet',
  },
  text: (unit: string, endDate: string) => ({
    en: `Your rental of unit ${unit} ends on ${endDate}.`,
    sv: `Din hyra av förråd ${unit} upphör den ${endDate}.`,
    de: `Ihre Miete der Einheit ${unit} endet am ${endDate}.`,
    nb: `Leieforholdet for enhet ${unit} avsluttes ${endDate}.`,
  }),
};

/** The customer portal: the signed-in customer's own data, computed from the database. */
export const portalHandlers: Handlers = {
  listPortalLocations: async ({ db, customerId }) => {
    const me = signedInCustomer(customerId);
    const own = await db
      .selectFrom('location')
      .selectAll()
      .where('id', 'in', (eb) => eb.selectFrom('booking').select('location_id').where('customer_id', '=', me))
      .execute();
    // A location the caller also rents at is theirs: their own access wins.
    const ownIds = new Set(own.map((location) => location.id));
    const managedIds = [
      ...new Set((await managedOwners(db, me).execute()).map((row) => row.location_id)),
    ].filter((id) => !ownIds.has(id));
    const managed =
      managedIds.length === 0
        ? []
        : await db.selectFrom('location').selectAll().where('id', 'in', managedIds).execute();
    const locations = [
      ...own.map((location) => ({ location, access: 'owner' as const })),
      ...managed.map((location) => ({ location, access: 'manager' as const })),
    ].sort((a, b) => a.location.id - b.location.id);
    return {
      status: 200,
      body: {
        data: locations.map(({ location, access }) => ({
          id: location.id,
          name: location.name,
          address: {
            street: location.street,
            postalCode: location.postal_code,
            city: location.city,
            countryCode: location.country_code,
          },
          timeZone: location.time_zone,
          currency: { code: location.currency_code },
          // Only the location's customer manages shared access.
          showManageAccess: access === 'owner' && location.show_manage_access,
          access,
        })),
      },
    };
  },

  listPortalBookings: async ({ db, config, customerId, path, query, language }) => {
    const me = signedInCustomer(customerId);
    // A manager sees the inviting customers' bookings here, read only.
    const { location, access, customerIds } = await portalLocation(db, me, path.locationId, language, {
      allowManager: true,
    });
    const today = locationToday(location, config.now());
    const page = pageRequest(query);
    const mine = db
      .selectFrom('booking')
      .where('booking.customer_id', 'in', customerIds)
      .where('booking.location_id', '=', location.id);
    const { total } = await mine
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await mine
      .innerJoin('unit', 'unit.id', 'booking.unit_id')
      .innerJoin('unit_type', 'unit_type.id', 'booking.unit_type_id')
      .innerJoin('billing_period', 'billing_period.id', 'booking.billing_period_id')
      .leftJoin('insurance', 'insurance.id', 'booking.insurance_id')
      .select([
        'booking.id',
        'booking.move_in_date',
        'booking.end_date',
        'booking.recurring_amount',
        'booking.currency_code',
        'unit.name as unit_name',
        'unit_type.id as unit_type_id',
        'unit_type.name as unit_type_name',
        'unit_type.width',
        'unit_type.length',
        'unit_type.height',
        'unit_type.size_unit',
        'billing_period.id as billing_period_id',
        'billing_period.name as billing_period_name',
        'billing_period.period',
        'billing_period.minimum_periods',
        'billing_period.notice_period_days',
        'insurance.id as insurance_id',
        'insurance.name as insurance_name',
      ])
      // Running ones (no end date) first, then cancelled and ended ones; newest move-in first.
      .orderBy((eb) => eb('booking.end_date', 'is not', null), 'asc')
      .orderBy('booking.move_in_date', 'desc')
      .orderBy('booking.id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute();

    const data = rows.map((row) => {
      const width = Number(row.width);
      const length = Number(row.length);
      return {
        id: row.id,
        locationId: location.id,
        unitName: row.unit_name,
        unitType: {
          id: row.unit_type_id,
          name: pick(row.unit_type_name, language),
          size: {
            width,
            length,
            height: row.height === null ? null : Number(row.height),
            area: round2(width * length),
            unit: row.size_unit,
          },
        },
        status: rentalStatus(row.move_in_date, row.end_date, today),
        moveInDate: row.move_in_date,
        endDate: row.end_date,
        // The notice period is the longer of the plan's and the location's.
        earliestEndDate: earliestEndDate(row.move_in_date, today, {
          period: row.period,
          minimumPeriods: row.minimum_periods,
          noticePeriodDays: Math.max(row.notice_period_days, location.notice_period_days),
        }),
        billingPeriod: {
          id: row.billing_period_id,
          name: pick(row.billing_period_name, language),
          period: row.period,
        },
        recurringAmount: money(row.recurring_amount),
        currency: row.currency_code,
        insurance:
          row.insurance_id === null || row.insurance_name === null
            ? null
            : { id: row.insurance_id, name: pick(row.insurance_name, language) },
        cancellable: access === 'owner' && row.end_date === null,
      };
    });
    return { status: 200, body: { ...pageMeta(page, Number(total)), data } };
  },

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

  cancelBooking: async ({ db, config, customerId, path, body, language }) => {
    const me = signedInCustomer(customerId);
    const booking = await db
      .selectFrom('booking')
      .innerJoin('location', 'location.id', 'booking.location_id')
      .innerJoin('billing_period', 'billing_period.id', 'booking.billing_period_id')
      .innerJoin('unit', 'unit.id', 'booking.unit_id')
      .select([
        'booking.id',
        'booking.location_id',
        'booking.move_in_date',
        'booking.end_date',
        'location.time_zone',
        'location.notice_period_days as location_notice_days',
        'billing_period.period',
        'billing_period.minimum_periods',
        'billing_period.notice_period_days',
        'unit.name as unit_name',
      ])
      .where('booking.id', '=', path.bookingId)
      .where('booking.customer_id', '=', me)
      .executeTakeFirst();
    if (!booking) throw portalProblem(404, 'not-found', 'booking-not-found', language);
    if (booking.end_date !== null) throw portalProblem(409, 'not-cancellable', 'not-cancellable', language);
    if (!isIsoDate(body.endDate)) {
      throw new ApiProblem(400, 'bad-request', portalMessage('bad-request', language), [
        { field: 'endDate', code: 'format' },
      ]);
    }
    const now = config.now();
    const today = todayIn(booking.time_zone, now);
    const earliest = earliestEndDate(booking.move_in_date, today, {
      period: booking.period,
      minimumPeriods: booking.minimum_periods,
      noticePeriodDays: Math.max(booking.notice_period_days, booking.location_notice_days),
    });
    if (body.endDate < earliest) {
      throw portalProblem(422, 'end-date-too-early', 'end-date-too-early', language, [
        { field: 'endDate', code: 'minDate' },
      ]);
    }
    const comment = body.comment?.trim() || null;
    const cancelled = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('booking')
        .set({ end_date: body.endDate, cancellation_reason: body.reason, cancellation_comment: comment })
        .where('id', '=', booking.id)
        .where('end_date', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!updated) return false;
      await trx
        .insertInto('notification')
        .values({
          customer_id: me,
          location_id: booking.location_id,
          type: 'success',
          title: CANCELLATION_NOTICE.title,
          text: CANCELLATION_NOTICE.text(booking.unit_name, body.endDate),
          read: false,
          created_at: now,
        })
        .execute();
      return true;
    });
    // Someone cancelled it in the meantime (another tab).
    if (!cancelled) throw portalProblem(409, 'not-cancellable', 'not-cancellable', language);
    return {
      status: 200,
      body: { data: { bookingId: booking.id, endDate: body.endDate, location: { id: booking.location_id } } },
    };
  },

  listInvoices: async ({ db, config, customerId, path, query, language }) => {
    const me = signedInCustomer(customerId);
    // A manager sees the inviting customers' invoices here, read only.
    const { location, customerIds } = await portalLocation(db, me, path.locationId, language, {
      allowManager: true,
    });
    const today = locationToday(location, config.now());
    const page = pageRequest(query);
    let mine = db
      .selectFrom('invoice')
      .where('customer_id', 'in', customerIds)
      .where('location_id', '=', location.id);
    if (String(query.openOnly) === 'true') mine = mine.where('status', 'in', ['open', 'overdue']);
    const { total } = await mine
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await mine
      .selectAll()
      .orderBy('issue_date', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute();
    const data = rows.map((row) => ({
      id: row.id,
      number: row.number,
      locationId: row.location_id,
      bookingId: row.booking_id,
      issueDate: row.issue_date,
      dueDate: row.due_date,
      // An open invoice past its due date is overdue.
      status: row.status === 'open' && row.due_date < today ? ('overdue' as const) : row.status,
      amount: money(row.amount),
      amountDue: money(row.amount_due),
      currency: row.currency_code,
    }));
    return { status: 200, body: { ...pageMeta(page, Number(total)), data } };
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

  listNotifications: async ({ db, customerId, query, language }) => {
    const me = signedInCustomer(customerId);
    const locationIds =
      query.location_id === undefined
        ? await locationIdsOf(db, me)
        : [(await customerLocation(db, me, Number(query.location_id), language)).id];
    const rows = await db
      .selectFrom('notification')
      .selectAll()
      .where('customer_id', '=', me)
      .where((eb) =>
        locationIds.length > 0
          ? eb.or([eb('location_id', 'is', null), eb('location_id', 'in', locationIds)])
          : eb('location_id', 'is', null),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return {
      status: 200,
      body: {
        data: rows.map((row) => ({
          id: row.id,
          locationId: row.location_id,
          title: pick(row.title, language),
          text: pick(row.text, language),
          type: row.type,
          createdAt: timestamp(row.created_at),
          read: row.read,
        })),
      },
    };
  },

  getCurrentCustomer: async ({ db, customerId }) => {
    const me = signedInCustomer(customerId);
    const customer = await db
      .selectFrom('customer')
      .selectAll()
      .where('id', '=', me)
      .executeTakeFirstOrThrow();
    return {
      status: 200,
      body: {
        data: {
          id: customer.id,
          customerType: customer.customer_type,
          companyName: customer.company_name || null,
          companyTaxIdentificationNumber: customer.company_tax_id || null,
          email: customer.email,
          firstname: customer.firstname,
          lastname: customer.lastname,
          phoneNumber: customer.phone_number,
          phonePrefix: customer.phone_prefix,
          street: customer.street,
          city: customer.city,
          postalCode: customer.postal_code,
          countryId: customer.country_id,
        },
      },
    };
  },
};
