import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/identity/secrets';
import { bookingBody, completeCheckout, createBasket } from './support/bookingFlow';
import { createTestSandbox, type TestSandbox } from './support/createTestSandbox';
import { signIn } from './support/signIn';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const PATH = '/v1/customer-portal/notification-preferences';

const channels = (
  email: { invoices: boolean; reminders: boolean; news: boolean },
  sms = { invoices: false, reminders: false, news: false },
) => ({ email, sms });

async function preferences(token: string) {
  const response = await sandbox.api(PATH, { token });
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

function save(token: string, body: unknown, language?: string) {
  return sandbox.api(PATH, {
    method: 'PUT',
    token,
    body,
    ...(language ? { headers: { 'Content-Language': language } } : {}),
  });
}

async function consentRecords(token: string) {
  const response = await sandbox.api('/v1/customer-portal/consent-record', { token });
  expect(response.status).toBe(200);
  return (await response.json()).data as { type: string; granted: boolean; source: string }[];
}

describe('notification preferences', () => {
  it('need a bearer token', async () => {
    expect((await sandbox.api(PATH)).status).toBe(401);
    const put = await sandbox.api(PATH, {
      method: 'PUT',
      body: { channels: channels({ invoices: true, reminders: true, news: true }) },
    });
    expect(put.status).toBe(401);
    expect((await sandbox.api('/v1/customer-portal/consent-record')).status).toBe(401);
  });

  it('start with invoices and reminders by email, no SMS and no news without marketing consent', async () => {
    const { accessToken } = await signIn(sandbox, 'anna@example.com');
    expect(await preferences(accessToken)).toEqual({
      channels: channels({ invoices: true, reminders: true, news: false }),
      smsAvailable: true,
      marketingConsent: false,
      updatedAt: null,
    });
  });

  it('are stored; news on grants the marketing consent, news off withdraws it, saving again records nothing', async () => {
    const { accessToken } = await signIn(sandbox, 'bygg@example.com');
    const withNews = channels(
      { invoices: true, reminders: false, news: true },
      { invoices: false, reminders: true, news: false },
    );
    const saved = await save(accessToken, { channels: withNews });
    expect(saved.status).toBe(200);
    expect((await saved.json()).data).toMatchObject({ channels: withNews, marketingConsent: true });
    // Read again (another request): the same, with when it was saved.
    const read = await preferences(accessToken);
    expect(read).toMatchObject({ channels: withNews, marketingConsent: true });
    expect(read.updatedAt).toBe('2026-11-21T12:00:00.000Z');
    expect(await consentRecords(accessToken)).toEqual([
      { type: 'newsletter', granted: true, source: 'notification-preferences', recordedAt: read.updatedAt },
    ]);

    expect((await save(accessToken, { channels: withNews })).status).toBe(200);
    expect(await consentRecords(accessToken)).toHaveLength(1);

    sandbox.advance(60_000);
    const withoutNews = channels({ invoices: true, reminders: false, news: false });
    expect((await save(accessToken, { channels: withoutNews })).status).toBe(200);
    expect(await preferences(accessToken)).toMatchObject({ channels: withoutNews, marketingConsent: false });
    const records = await consentRecords(accessToken);
    expect(records.map((record) => [record.granted, record.source])).toEqual([
      [false, 'notification-preferences'],
      [true, 'notification-preferences'],
    ]);
  });

  it('refuse SMS without a phone number on file (422 with a detail per switch) and store nothing', async () => {
    const { accessToken } = await signIn(sandbox, 'jonas@example.com');
    await sandbox.db.updateTable('customer').set({ phone_number: '' }).where('id', '=', 3).execute();
    const before = await preferences(accessToken);
    expect(before.smsAvailable).toBe(false);
    const refused = await save(
      accessToken,
      {
        channels: channels(
          { invoices: true, reminders: true, news: false },
          { invoices: false, reminders: true, news: true },
        ),
      },
      'de',
    );
    expect(refused.status).toBe(422);
    const { error } = await refused.json();
    expect(error).toMatchObject({
      code: 'phone-number-required',
      message: 'Benachrichtigungen per SMS brauchen eine Telefonnummer in Ihren Kundendaten.',
      details: [
        { field: 'channels.sms.reminders', code: 'phoneNumberRequired' },
        { field: 'channels.sms.news', code: 'phoneNumberRequired' },
      ],
    });
    expect(await preferences(accessToken)).toEqual(before);
    expect(await consentRecords(accessToken)).toEqual([]);
  });

  it('answer 400 naming the field for a matrix with a missing or unknown switch', async () => {
    const { accessToken } = await signIn(sandbox, 'anna@example.com');
    const response = await save(accessToken, {
      channels: {
        email: { invoices: true, reminders: true },
        sms: { invoices: false, reminders: false, news: false },
      },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.details).toEqual([expect.objectContaining({ code: 'required' })]);
  });

  it('show a marketing consent given on a booking as news by email on', async () => {
    const email = 'news.reader@example.com';
    const basketId = await createBasket(
      sandbox,
      bookingBody(1, {
        email,
        consents: [
          { type: 'terms', accepted: true },
          { type: 'privacy', accepted: true },
          { type: 'newsletter', accepted: true },
        ],
      }),
    );
    await completeCheckout(sandbox, basketId, 1);
    await sandbox.db
      .updateTable('customer')
      .set({ password_hash: await hashPassword('a-good-password') })
      .where('email', '=', email)
      .execute();
    const { accessToken } = await signIn(sandbox, email, { password: 'a-good-password' });
    expect(await preferences(accessToken)).toMatchObject({
      channels: channels({ invoices: true, reminders: true, news: true }),
      marketingConsent: true,
    });
    expect((await consentRecords(accessToken)).map((record) => [record.type, record.source])).toEqual(
      expect.arrayContaining([
        ['newsletter', 'booking'],
        ['terms', 'booking'],
      ]),
    );
  });
});
