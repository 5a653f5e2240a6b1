import { documentLanguage } from '../documents/documentMessages';
import { createDocumentSizer } from '../documents/documentSizes';
import { isIsoDate, todayIn } from '../domain/calendar';
import { pick } from '../domain/i18n';
import { earliestEndDate, rentalStatus } from '../domain/rentalTerm';
import { ApiProblem } from '../http/ApiProblem';
import type { Handlers } from '../http/operations';
import {
  locationToday,
  money,
  pageMeta,
  pageRequest,
  portalLocation,
  portalMessage,
  portalProblem,
  signedInCustomer,
} from './portalSupport';

const round2 = (value: number) => Math.round(value * 100) / 100;

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

const WITHDRAWAL_NOTICE = {
  title: {
    en: 'Cancellation withdrawn',
    sv: 'Uppsägningen återkallad',
    de: 'Kündigung zurückgenommen',
    nb: 'Oppsigelsen trukket tilbake',
  },
  text: (unit: string) => ({
    en: `Your rental of unit ${unit} continues.`,
    sv: `Din hyra av förråd ${unit} fortsätter.`,
    de: `Ihre Miete der Einheit ${unit} läuft weiter.`,
    nb: `Leieforholdet for enhet ${unit} fortsetter.`,
  }),
};

/**
 * The customer portal's bookings: the list (an owner's or a manager's view), cancellation and the
 * withdrawal of a cancellation before the last day.
 */
export const portalBookingHandlers: Handlers = {
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

    // Each booking's contract is measured as it downloads in this language, so the list can name its size.
    const sizer = createDocumentSizer(db, documentLanguage(language), config.now());
    const contractSizes = await Promise.all(rows.map((row) => sizer.contract(row.id)));
    const data = rows.map((row, index) => {
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
        // Notice can be taken back until the day before the last day.
        cancellationWithdrawable: access === 'owner' && row.end_date !== null && today < row.end_date,
        contractDocument: { sizeBytes: contractSizes[index] ?? 0 },
      };
    });
    return { status: 200, body: { ...pageMeta(page, Number(total)), data } };
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

  withdrawCancellation: async ({ db, config, customerId, path, language }) => {
    const me = signedInCustomer(customerId);
    const booking = await db
      .selectFrom('booking')
      .innerJoin('location', 'location.id', 'booking.location_id')
      .innerJoin('unit', 'unit.id', 'booking.unit_id')
      .select([
        'booking.id',
        'booking.location_id',
        'booking.end_date',
        'location.time_zone',
        'unit.name as unit_name',
      ])
      .where('booking.id', '=', path.bookingId)
      .where('booking.customer_id', '=', me)
      .executeTakeFirst();
    if (!booking) throw portalProblem(404, 'not-found', 'booking-not-found', language);
    const answer = {
      status: 200 as const,
      body: { data: { bookingId: booking.id, location: { id: booking.location_id } } },
    };
    // Idempotent: a booking that runs on (never cancelled, or withdrawn already) stays as it is.
    if (booking.end_date === null) return answer;
    const now = config.now();
    const lastDay = booking.end_date;
    if (todayIn(booking.time_zone, now) >= lastDay) {
      throw portalProblem(409, 'not-withdrawable', 'not-withdrawable', language);
    }
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('booking')
        .set({ end_date: null, cancellation_reason: null, cancellation_comment: null })
        .where('id', '=', booking.id)
        .where('end_date', '=', lastDay)
        .returning('id')
        .executeTakeFirst();
      // Withdrawn meanwhile (another tab): the booking runs on all the same.
      if (!updated) return;
      await trx
        .insertInto('notification')
        .values({
          customer_id: me,
          location_id: booking.location_id,
          type: 'success',
          title: WITHDRAWAL_NOTICE.title,
          text: WITHDRAWAL_NOTICE.text(booking.unit_name),
          read: false,
          created_at: now,
        })
        .execute();
    });
    return answer;
  },
};
