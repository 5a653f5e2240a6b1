import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, completeCheckout, createBasket } from './support/bookingFlow';
import { createTestSandbox, type TestSandbox } from './support/createTestSandbox';
import { signIn } from './support/signIn';

/**
 * What a customer needs on move-in day: the unit, address with a map link, access hours and the
 * gate code (its owner only, once the identity check passed where the location requires one),
 * and the move-in day as an iCalendar file; the anonymous checkout result never holds the code.
 */
let sandbox: TestSandbox;
/** Anna (customer 1: bookings 1 and 2 at Stockholm, 3 at Oslo), Nordic Bygg (customer 2), Johan (Anna's manager at Stockholm). */
const tokens = { anna: '', bygg: '', johan: '' };

beforeAll(async () => {
  sandbox = await createTestSandbox();
  tokens.anna = (await signIn(sandbox, 'anna@example.com')).accessToken;
  tokens.bygg = (await signIn(sandbox, 'bygg@example.com')).accessToken;
  tokens.johan = (await signIn(sandbox, 'johan@example.com')).accessToken;
});
afterAll(() => sandbox.close());

const moveIn = (bookingId: number, token?: string, language = 'en') =>
  sandbox.api(`/v1/customer-portal/booking/${bookingId}/move-in`, {
    token,
    headers: { 'Content-Language': language },
  });

/** The one event of a calendar file, parsed by ical.js. */
function eventOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return events[0] as ICAL.Component;
}

describe('GET /customer-portal/booking/{bookingId}/move-in', () => {
  it("gives the owner the unit, address, map link, access hours and the location's gate code", async () => {
    const response = await moveIn(1, tokens.anna);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toEqual({
      bookingId: 1,
      unitName: expect.any(String),
      moveInDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      locationName: 'Nordbox Stockholm Kungsholmen',
      address: { street: 'Fleminggatan 41', postalCode: '112 32', city: 'Stockholm', countryCode: 'SE' },
      mapUrl:
        'https://www.openstreetmap.org/search?query=Fleminggatan%2041%2C%20112%2032%20Stockholm%2C%20SE',
      timeZone: 'Europe/Stockholm',
      accessHours: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], opens: '06:00', closes: '22:00' }],
      gateAccess: { status: 'available', code: '2580' },
    });
    const unit = await sandbox.db
      .selectFrom('booking')
      .innerJoin('unit', 'unit.id', 'booking.unit_id')
      .select(['unit.name', 'booking.move_in_date'])
      .where('booking.id', '=', 1)
      .executeTakeFirstOrThrow();
    expect([data.unitName, data.moveInDate]).toEqual([unit.name, unit.move_in_date]);
  });

  it('withholds the gate code until the identity check passes, where the location requires one', async () => {
    const before = await (await moveIn(3, tokens.anna)).json();
    expect(before.data.gateAccess).toEqual({ status: 'withheld-until-id-check', code: null });
    expect(JSON.stringify(before)).not.toContain('1397');
    expect(before.data.accessHours).toEqual([
      { weekdays: [1, 2, 3, 4, 5], opens: '06:00', closes: '23:00' },
      { weekdays: [6, 7], opens: '08:00', closes: '20:00' },
    ]);
    await sandbox.db
      .updateTable('booking')
      .set({ identity_checked_at: new Date() })
      .where('id', '=', 3)
      .execute();
    const after = await (await moveIn(3, tokens.anna)).json();
    expect(after.data.gateAccess).toEqual({ status: 'available', code: '1397' });
    await sandbox.db.updateTable('booking').set({ identity_checked_at: null }).where('id', '=', 3).execute();
  });

  it('is 404 for another customer and for a manager with shared access, 401 without a token', async () => {
    for (const token of [tokens.bygg, tokens.johan]) {
      const response = await moveIn(1, token);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('not-found');
    }
    expect((await moveIn(99_999, tokens.anna)).status).toBe(404);
    expect((await moveIn(1)).status).toBe(401);
    expect(
      (await sandbox.api('/v1/customer-portal/booking/1/move-in/calendar', { token: tokens.bygg })).status,
    ).toBe(404);
    expect((await sandbox.api('/v1/customer-portal/booking/1/move-in/calendar')).status).toBe(401);
  });
});

describe('the move-in calendar file', () => {
  it('is an RFC 5545 all-day event on the move-in date with the address and access hours, never the gate code', async () => {
    const response = await sandbox.api('/v1/customer-portal/booking/3/move-in/calendar', {
      token: tokens.anna,
      headers: { 'Content-Language': 'de' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    const booking = await sandbox.db
      .selectFrom('booking')
      .innerJoin('unit', 'unit.id', 'booking.unit_id')
      .select(['unit.name', 'booking.move_in_date'])
      .where('booking.id', '=', 3)
      .executeTakeFirstOrThrow();
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="move-in-${booking.name}.ics"`,
    );
    const text = await response.text();
    // Every line ends in CRLF and no line is longer than 75 octets (folded continuation lines start with a blank).
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(
      lines.every((line) => !line.includes('\n') && new TextEncoder().encode(line).byteLength <= 75),
    ).toBe(true);
    expect(lines).toContain(`DTSTART;VALUE=DATE:${booking.move_in_date.replaceAll('-', '')}`);
    expect(lines.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
    expect(text).not.toMatch(/1397|2580|8642/);

    const event = eventOf(text);
    expect(event.getFirstPropertyValue('uid')).toBe('move-in-3@stowly.sandbox');
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe(booking.move_in_date);
    expect((event.getFirstPropertyValue('dtend') as ICAL.Time).toString()).toBe(
      new Date(Date.parse(`${booking.move_in_date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
    );
    expect(event.getFirstPropertyValue('summary')).toBe(
      `Einzug: Einheit ${booking.name}, Nordbox Oslo Grünerløkka`,
    );
    // Escaped commas come back as commas.
    expect(event.getFirstPropertyValue('location')).toBe(
      'Nordbox Oslo Grünerløkka, Thorvald Meyers gate 12, 0555 Oslo, Norwegen',
    );
    expect(event.getFirstPropertyValue('description')).toBe(
      'Zugangszeiten: Mo–Fr 06:00–23:00; Sa, So 08:00–20:00\nIhren Torcode finden Sie im Kundenportal.',
    );
    expect(event.getFirstPropertyValue('url')).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=/);
  });
});

describe('the checkout result', () => {
  it('carries the non-secret move-in facts, and its calendar file, but never the gate code', async () => {
    const basketId = await createBasket(sandbox, bookingBody(1));
    const result = await completeCheckout(sandbox, basketId, 1);
    expect(result.customerId).toBeNull();
    expect(result.moveIn).toEqual({
      unitName: result.unitName,
      moveInDate: result.moveInDate,
      locationName: 'Nordbox Stockholm Kungsholmen',
      address: { street: 'Fleminggatan 41', postalCode: '112 32', city: 'Stockholm', countryCode: 'SE' },
      mapUrl: expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/search\?query=Fleminggatan/),
      timeZone: 'Europe/Stockholm',
      accessHours: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], opens: '06:00', closes: '22:00' }],
    });
    const read = await sandbox.api(`/v1/checkout/${basketId}/result`);
    const body = await read.text();
    expect(JSON.parse(body).data.moveIn).toEqual(result.moveIn);
    expect(body).not.toContain('2580');
    expect(JSON.stringify(result)).not.toContain('2580');

    const calendar = await sandbox.api(`/v1/checkout/${basketId}/result/calendar`);
    expect(calendar.status).toBe(200);
    const text = await calendar.text();
    expect(text).not.toContain('2580');
    expect((eventOf(text).getFirstPropertyValue('dtstart') as ICAL.Time).toString()).toBe(result.moveInDate);

    // The booking passed its identity check at checkout: its customer's portal shows the code.
    const booking = await sandbox.db
      .selectFrom('booking')
      .select(['identity_checked_at'])
      .where('id', '=', result.bookingId)
      .executeTakeFirstOrThrow();
    expect(booking.identity_checked_at).not.toBeNull();
  });
});
