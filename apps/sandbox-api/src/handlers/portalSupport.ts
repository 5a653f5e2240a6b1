import type { Kysely } from 'kysely';
import { PAGING } from '../contract/contractLimits';
import type { Database, LocationRow } from '../db/types';
import { todayIn } from '../domain/calendar';
import { ApiProblem, type ProblemDetail, unauthorized } from '../http/ApiProblem';

/**
 * Messages of the customer portal's and shared access's error answers, per language (English is
 * the fallback). Clients match on codes; these are for people.
 */
const MESSAGES = {
  'location-not-found': {
    en: 'The location was not found among your locations.',
    sv: 'Anläggningen finns inte bland dina anläggningar.',
    de: 'Der Standort wurde unter Ihren Standorten nicht gefunden.',
    nb: 'Anlegget finnes ikke blant anleggene dine.',
  },
  'booking-not-found': {
    en: 'The booking was not found.',
    sv: 'Bokningen hittades inte.',
    de: 'Die Buchung wurde nicht gefunden.',
    nb: 'Bookingen ble ikke funnet.',
  },
  'invoice-not-found': {
    en: 'The invoice was not found.',
    sv: 'Fakturan hittades inte.',
    de: 'Die Rechnung wurde nicht gefunden.',
    nb: 'Fakturaen ble ikke funnet.',
  },
  'manager-not-found': {
    en: 'The manager was not found.',
    sv: 'Förvaltaren hittades inte.',
    de: 'Die verwaltende Person wurde nicht gefunden.',
    nb: 'Forvalteren ble ikke funnet.',
  },
  forbidden: {
    en: 'You can only see your own customer account.',
    sv: 'Du kan bara se ditt eget kundkonto.',
    de: 'Sie können nur Ihr eigenes Kundenkonto sehen.',
    nb: 'Du kan bare se din egen kundekonto.',
  },
  'shared-access-disabled': {
    en: 'Shared access is not available at this location.',
    sv: 'Delad åtkomst finns inte på den här anläggningen.',
    de: 'Geteilter Zugriff ist an diesem Standort nicht verfügbar.',
    nb: 'Delt tilgang er ikke tilgjengelig på dette anlegget.',
  },
  'manager-exists': {
    en: 'This email address already has shared access at this location.',
    sv: 'Den här e-postadressen har redan delad åtkomst på anläggningen.',
    de: 'Diese E-Mail-Adresse hat an diesem Standort bereits geteilten Zugriff.',
    nb: 'Denne e-postadressen har allerede delt tilgang på anlegget.',
  },
  'not-cancellable': {
    en: 'The booking is already cancelled or has ended.',
    sv: 'Bokningen är redan uppsagd eller har upphört.',
    de: 'Die Buchung ist bereits gekündigt oder beendet.',
    nb: 'Bookingen er allerede sagt opp eller avsluttet.',
  },
  'not-withdrawable': {
    en: 'The cancellation can no longer be withdrawn: the last day of the rental has come.',
    sv: 'Uppsägningen kan inte längre återkallas: hyrans sista dag har kommit.',
    de: 'Die Kündigung kann nicht mehr zurückgenommen werden: Der letzte Miettag ist erreicht.',
    nb: 'Oppsigelsen kan ikke lenger trekkes tilbake: den siste leiedagen er nådd.',
  },
  'end-date-too-early': {
    en: 'The end date is before the earliest possible end date.',
    sv: 'Slutdatumet ligger före det tidigaste möjliga slutdatumet.',
    de: 'Das Enddatum liegt vor dem frühestmöglichen Enddatum.',
    nb: 'Sluttdatoen er før den tidligste mulige sluttdatoen.',
  },
  'payment-method-invalid': {
    en: 'The payment method could not be confirmed. Please add it again.',
    sv: 'Betalningsmetoden kunde inte bekräftas. Lägg till den igen.',
    de: 'Die Zahlungsmethode konnte nicht bestätigt werden. Bitte fügen Sie sie erneut hinzu.',
    nb: 'Betalingsmåten kunne ikke bekreftes. Legg den til på nytt.',
  },
  'invoice-already-paid': {
    en: 'This invoice is already paid.',
    sv: 'Den här fakturan är redan betald.',
    de: 'Diese Rechnung ist bereits bezahlt.',
    nb: 'Denne fakturaen er allerede betalt.',
  },
  'invoice-void': {
    en: 'This invoice was voided and cannot be paid.',
    sv: 'Den här fakturan har makulerats och kan inte betalas.',
    de: 'Diese Rechnung wurde storniert und kann nicht bezahlt werden.',
    nb: 'Denne fakturaen er annullert og kan ikke betales.',
  },
  'payment-not-found': {
    en: 'The payment was not found for this invoice.',
    sv: 'Betalningen hittades inte för den här fakturan.',
    de: 'Die Zahlung wurde für diese Rechnung nicht gefunden.',
    nb: 'Betalingen ble ikke funnet for denne fakturaen.',
  },
  'payment-declined': {
    en: 'The payment was declined. Nothing was charged. Please try another card.',
    sv: 'Betalningen nekades. Inget har debiterats. Försök med ett annat kort.',
    de: 'Die Zahlung wurde abgelehnt. Es wurde nichts belastet. Bitte versuchen Sie eine andere Karte.',
    nb: 'Betalingen ble avvist. Ingenting ble belastet. Prøv et annet kort.',
  },
  'phone-number-required': {
    en: 'Notifications by SMS need a phone number in your customer details.',
    sv: 'Aviseringar via sms kräver ett telefonnummer i dina kunduppgifter.',
    de: 'Benachrichtigungen per SMS brauchen eine Telefonnummer in Ihren Kundendaten.',
    nb: 'Varsler på SMS krever et telefonnummer i kundeopplysningene dine.',
  },
  'bad-request': {
    en: 'The request is not valid.',
    sv: 'Förfrågan är inte giltig.',
    de: 'Die Anfrage ist ungültig.',
    nb: 'Forespørselen er ikke gyldig.',
  },
} satisfies Record<string, Record<'en' | 'sv' | 'de' | 'nb', string>>;

export type PortalMessage = keyof typeof MESSAGES;

/** A portal message in `language`, English by default. */
export function portalMessage(key: PortalMessage, language: string): string {
  const texts: Record<string, string> = MESSAGES[key];
  return texts[language] ?? MESSAGES[key].en;
}

/** An error answer with a message in `language`. */
export function portalProblem(
  status: number,
  code: string,
  key: PortalMessage,
  language: string,
  details: ProblemDetail[] = [],
): ApiProblem {
  return new ApiProblem(status, code, portalMessage(key, language), details);
}

/** The signed-in customer (the router has already answered 401 without a valid token). */
export function signedInCustomer(customerId: number | undefined): number {
  if (customerId === undefined) throw unauthorized();
  return customerId;
}

/** How the caller sees a portal location: as its customer, or as a manager through shared access. */
type PortalAccess = 'owner' | 'manager';

/** A location the caller may see, and whose entries they see there. */
export interface PortalLocationAccess {
  location: LocationRow;
  access: PortalAccess;
  /**
   * The customers whose bookings and invoices the caller sees here: the caller alone at their own
   * location; at a manager location, every customer who made them an active manager there.
   */
  customerIds: number[];
}

/**
 * Whether the caller may see a location in the portal, and as whom. This is the one place that
 * decides portal access.
 *
 * - `owner`: the caller has (or had) a booking there. Their own location wins over any shared
 *   access they also have there.
 * - `manager` (only with `allowManager`, for the read-only bookings and invoices): the caller is
 *   the account of an active `shared_access_manager` row at this location whose inviting customer
 *   has (or had) a booking there. Read live on every request, so deleting the row ends the
 *   access at once; it never reaches the owner's other locations.
 *
 * Anything else (another customer's location, one that does not exist, a manager location where
 * `allowManager` is off) answers 404 `location-not-found` alike, so ids reveal nothing.
 */
export async function portalLocation(
  db: Kysely<Database>,
  customerId: number,
  locationId: number,
  language: string,
  options: { allowManager?: boolean } = {},
): Promise<PortalLocationAccess> {
  const notFound = () => portalProblem(404, 'not-found', 'location-not-found', language);
  const location = await db
    .selectFrom('location')
    .selectAll('location')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('booking')
            .select('booking.id')
            .where('booking.customer_id', '=', customerId)
            .whereRef('booking.location_id', '=', 'location.id'),
        )
        .as('own'),
    )
    .where('id', '=', locationId)
    .executeTakeFirst();
  if (!location) throw notFound();
  const { own, ...row } = location;
  if (own) return { location: row, access: 'owner', customerIds: [customerId] };
  if (!options.allowManager) throw notFound();
  const owners = await managedOwners(db, customerId)
    .where('shared_access_manager.location_id', '=', row.id)
    .execute();
  if (owners.length === 0) throw notFound();
  return { location: row, access: 'manager', customerIds: owners.map((owner) => owner.customer_id) };
}

/**
 * The caller's active shared access: (inviting customer, location) pairs where the customer has
 * (or had) a booking at the location, without repeats.
 */
export function managedOwners(db: Kysely<Database>, managerCustomerId: number) {
  return (
    db
      .selectFrom('shared_access_manager')
      .select(['shared_access_manager.customer_id', 'shared_access_manager.location_id'])
      .distinct()
      .where('shared_access_manager.manager_customer_id', '=', managerCustomerId)
      .where('shared_access_manager.status', '=', 'active')
      // A manager never sees their own entries through shared access (they see them as owner).
      .where('shared_access_manager.customer_id', '!=', managerCustomerId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('booking')
            .select('booking.id')
            .whereRef('booking.customer_id', '=', 'shared_access_manager.customer_id')
            .whereRef('booking.location_id', '=', 'shared_access_manager.location_id'),
        ),
      )
      .orderBy('shared_access_manager.customer_id')
  );
}

/** A location of the customer's own (owner access only): 404 otherwise. */
export async function customerLocation(
  db: Kysely<Database>,
  customerId: number,
  locationId: number,
  language: string,
): Promise<LocationRow> {
  return (await portalLocation(db, customerId, locationId, language)).location;
}

/** A numeric column value (`'1190.00'`) as the contract's Money. */
export const money = (value: string) => Number(value);

/** The location's current day, by the sandbox clock. */
export const locationToday = (location: { time_zone: string }, now: Date) => todayIn(location.time_zone, now);

/** The requested page of a paged list, with the contract's defaults (`Page`, `PageSize`). */
export function pageRequest(query: { page?: number; pageSize?: number }): {
  page: number;
  pageSize: number;
  offset: number;
} {
  // Coerced and bounded by the contract validation; checked again here so that a list can never
  // ask SQL for an offset beyond its range (that answered 500 before the bounds were in the contract).
  const page = Number(query.page ?? PAGING.page.default);
  const pageSize = Number(query.pageSize ?? PAGING.pageSize.default);
  const details: ProblemDetail[] = [];
  for (const [field, value] of [
    ['page', page],
    ['pageSize', pageSize],
  ] as const) {
    if (!Number.isInteger(value)) details.push({ field, code: 'type' });
    else if (value < PAGING[field].min) details.push({ field, code: 'minimum' });
    else if (value > PAGING[field].max) details.push({ field, code: 'maximum' });
  }
  if (details.length > 0) {
    throw new ApiProblem(400, 'bad-request', 'The request does not match the API', details);
  }
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** The paging members of a paged answer: `lastPage` is at least 1, also for an empty list. */
export function pageMeta(page: { page: number; pageSize: number }, total: number) {
  return {
    page: page.page,
    pageSize: page.pageSize,
    lastPage: Math.max(1, Math.ceil(total / page.pageSize)),
    total,
  };
}

/** A timestamp as the contract's RFC 3339 UTC string. */
export const timestamp = (date: Date) => date.toISOString();
