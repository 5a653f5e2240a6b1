import type { Schema } from '@stowly/api-client';
import { createEvent, type EventAttributes } from 'ics';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { type DocumentLanguage, documentText, regionalLocale } from '../documents/documentMessages';

type MoveInFacts = Schema<'MoveInFacts'>;

/** A booking's move-in facts and what decides whether its customer gets the gate code. */
export interface BookingMoveIn {
  facts: MoveInFacts;
  customerId: number;
  /** The location's gate code (a secret: only for the booking's own customer). */
  gateCode: string | null;
  /** Whether the gate code may be given: no identity check required, or the booking's has passed. */
  identityCleared: boolean;
}

/** An https map search of an address on OpenStreetMap (no key, no tracking parameters). */
function mapSearchUrl(address: { street: string; postalCode: string; city: string; countryCode: string }) {
  const query = `${address.street}, ${address.postalCode} ${address.city}, ${address.countryCode}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/** Loads the move-in facts of a booking, or undefined when there is no such booking. */
export async function loadBookingMoveIn(
  db: Kysely<Database>,
  bookingId: number,
): Promise<BookingMoveIn | undefined> {
  const row = await db
    .selectFrom('booking')
    .innerJoin('unit', 'unit.id', 'booking.unit_id')
    .innerJoin('location', 'location.id', 'booking.location_id')
    .select([
      'booking.customer_id',
      'booking.move_in_date',
      'booking.identity_checked_at',
      'unit.name as unit_name',
      'location.name as location_name',
      'location.street',
      'location.postal_code',
      'location.city',
      'location.country_code',
      'location.time_zone',
      'location.access_hours',
      'location.gate_code',
      'location.requires_id_check',
    ])
    .where('booking.id', '=', bookingId)
    .executeTakeFirst();
  if (!row) return undefined;
  const address = {
    street: row.street,
    postalCode: row.postal_code,
    city: row.city,
    countryCode: row.country_code,
  };
  return {
    facts: {
      unitName: row.unit_name,
      moveInDate: row.move_in_date,
      locationName: row.location_name,
      address,
      mapUrl: mapSearchUrl(address),
      timeZone: row.time_zone,
      accessHours: row.access_hours.map((hours) => ({
        weekdays: [...hours.weekdays].sort((a, b) => a - b),
        opens: hours.opens,
        closes: hours.closes,
      })),
    },
    customerId: row.customer_id,
    gateCode: row.gate_code,
    identityCleared: !row.requires_id_check || row.identity_checked_at !== null,
  };
}

/** Access hours in words of `language`: `Mon–Fri 06:00–23:00; Sat, Sun 08:00–20:00`. */
function accessHoursText(facts: MoveInFacts, language: DocumentLanguage): string {
  const locale = regionalLocale(language);
  // 2024-01-01 was a Monday: ISO weekday n is January n.
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const dayName = (day: number) => weekday.format(new Date(Date.UTC(2024, 0, day, 12)));
  return facts.accessHours
    .map(({ weekdays, opens, closes }) => {
      const first = weekdays[0] ?? 1;
      const last = weekdays.at(-1) ?? first;
      const consecutive = weekdays.length > 2 && last - first === weekdays.length - 1;
      const days = consecutive ? `${dayName(first)}–${dayName(last)}` : weekdays.map(dayName).join(', ');
      return `${days} ${opens}–${closes}`;
    })
    .join('; ');
}

/**
 * The move-in day as an iCalendar file (RFC 5545, made by the `ics` library: CRLF lines, text
 * escaped; folded at 75 octets here): one all-day event on the move-in date (`DTSTART;VALUE=DATE`, ending
 * the next day), titled with the unit and location, `LOCATION` the address, `DESCRIPTION` the
 * access hours and where to find the gate code, `URL` the map search. Never the gate code itself.
 */
export function moveInCalendar(
  facts: MoveInFacts,
  options: { uid: string; language: DocumentLanguage; now: Date },
): string {
  const { language } = options;
  const [year, month, day] = facts.moveInDate.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const country = new Intl.DisplayNames([regionalLocale(language)], { type: 'region' }).of(
    facts.address.countryCode,
  );
  const event: EventAttributes & { timestamp: number } = {
    uid: options.uid,
    productId: '-//Stowly//Move-in//EN',
    start: [year, month, day],
    end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()],
    title: documentText('moveInEvent', language, { unit: facts.unitName, location: facts.locationName }),
    location: [
      facts.locationName,
      facts.address.street,
      `${facts.address.postalCode} ${facts.address.city}`,
      country,
    ]
      .filter(Boolean)
      .join(', '),
    description: `${documentText('accessHours', language)}: ${accessHoursText(facts, language)}\n${documentText('gateCodeInPortal', language)}`,
    url: facts.mapUrl,
    transp: 'TRANSPARENT',
    busyStatus: 'FREE',
    timestamp: options.now.getTime(),
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return foldByOctets(value);
}

/**
 * Folds content lines at 75 octets (RFC 5545 section 3.1): `ics` folds at 75 characters, so a line
 * with letters outside ASCII (`Grünerløkka`, Cyrillic, Greek, dashes) would run longer. Unfolds the
 * file, then breaks each line before the character that would pass 75 octets (never inside a UTF-8
 * sequence), continuing with a space.
 */
function foldByOctets(text: string): string {
  const encoder = new TextEncoder();
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines
    .map((line) => {
      const parts: string[] = [];
      let current = '';
      let octets = 0;
      for (const character of line) {
        const size = encoder.encode(character).byteLength;
        // The first line holds 75 octets; continuation lines 74 after their leading space.
        if (octets + size > (parts.length === 0 ? 75 : 74)) {
          parts.push(current);
          current = '';
          octets = 0;
        }
        current += character;
        octets += size;
      }
      parts.push(current);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/** The headers of a calendar download. */
export function calendarHeaders(body: Uint8Array, unitName: string): Record<string, string> {
  // Unit names are letters, digits and hyphens (`A-104`); anything else is left out of the file name.
  const safeUnit = unitName.replace(/[^A-Za-z0-9-]/g, '') || 'unit';
  return {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="move-in-${safeUnit}.ics"`,
    'Content-Length': String(body.byteLength),
    'Cache-Control': 'private, no-store',
  };
}
