import type { Schema } from '@stowly/api-client';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import type { ProblemDetail } from '../http/ApiProblem';

type NotificationChannels = Schema<'NotificationChannels'>;
type NotificationPreferences = Schema<'NotificationPreferences'>;

/*
 * Notification preferences per channel and kind (migrations/009_notification_preferences.sql),
 * kept in step with the marketing consent: `news` is marketing, so it is on only while the
 * customer's marketing consent is granted, and turning it on or off records a grant or withdrawal.
 */

const CHANNELS = ['email', 'sms'] as const;
const KINDS = ['invoices', 'reminders', 'news'] as const;

/** The location consent that is the marketing consent (a booking's newsletter opt-in). */
const MARKETING_CONSENT = 'newsletter';

/** Whether the customer's marketing consent is granted: the newest of its records decides. */
async function marketingConsentOf(db: Kysely<Database>, customerId: number): Promise<boolean> {
  const newest = await db
    .selectFrom('consent_record')
    .select('granted')
    .where('customer_id', '=', customerId)
    .where('type', '=', MARKETING_CONSENT)
    .orderBy('recorded_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return newest?.granted ?? false;
}

/** The preferences of a customer who never saved any: invoices and reminders by email; news with consent. */
function defaultChannels(marketingConsent: boolean): NotificationChannels {
  return {
    email: { invoices: true, reminders: true, news: marketingConsent },
    sms: { invoices: false, reminders: false, news: false },
  };
}

/**
 * The customer's notification preferences as they apply now: the saved matrix (or the defaults),
 * with every SMS switch off without a phone number on file and news off without marketing
 * consent. A marketing consent given elsewhere (a booking's newsletter opt-in) while no channel
 * has news on shows as news by email on.
 */
export async function readNotificationPreferences(
  db: Kysely<Database>,
  customerId: number,
): Promise<NotificationPreferences> {
  const customer = await db
    .selectFrom('customer')
    .select('phone_number')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const smsAvailable = customer.phone_number.trim() !== '';
  const marketingConsent = await marketingConsentOf(db, customerId);
  const saved = await db
    .selectFrom('notification_preference')
    .select(['channels', 'updated_at'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  const base = (saved?.channels as NotificationChannels | undefined) ?? defaultChannels(marketingConsent);
  const channels = defaultChannels(false);
  for (const channel of CHANNELS) {
    for (const kind of KINDS) {
      channels[channel][kind] = base[channel][kind] && (channel !== 'sms' || smsAvailable);
    }
  }
  const anyNews = CHANNELS.some((channel) => channels[channel].news);
  for (const channel of CHANNELS) channels[channel].news &&= marketingConsent;
  if (marketingConsent && !anyNews) channels.email.news = true;
  return {
    channels,
    smsAvailable,
    marketingConsent,
    updatedAt: saved ? saved.updated_at.toISOString() : null,
  };
}

/** The details of a matrix that turns SMS on without a phone number on file (empty when none). */
function smsWithoutPhone(channels: NotificationChannels, smsAvailable: boolean): ProblemDetail[] {
  if (smsAvailable) return [];
  return KINDS.filter((kind) => channels.sms[kind]).map((kind) => ({
    field: `channels.sms.${kind}`,
    code: 'phoneNumberRequired',
  }));
}

/**
 * Stores the customer's matrix in one transaction (the customer row locked, so two saves do not
 * interleave) and records a marketing consent grant when news goes on for any channel without
 * consent, or a withdrawal when news goes off for every channel with it. Answers the details of
 * SMS switches turned on without a phone number (nothing stored then), else the preferences.
 */
export async function saveNotificationPreferences(
  db: Kysely<Database>,
  customerId: number,
  channels: NotificationChannels,
  now: Date,
): Promise<{ refused: ProblemDetail[] } | { saved: NotificationPreferences }> {
  return db.transaction().execute(async (trx) => {
    const customer = await trx
      .selectFrom('customer')
      .select('phone_number')
      .where('id', '=', customerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const refused = smsWithoutPhone(channels, customer.phone_number.trim() !== '');
    if (refused.length > 0) return { refused };
    const wantsNews = CHANNELS.some((channel) => channels[channel].news);
    if (wantsNews !== (await marketingConsentOf(trx, customerId))) {
      await trx
        .insertInto('consent_record')
        .values({
          customer_id: customerId,
          type: MARKETING_CONSENT,
          granted: wantsNews,
          source: 'notification-preferences',
          booking_id: null,
          recorded_at: now,
        })
        .execute();
    }
    const stored = JSON.stringify({ email: { ...channels.email }, sms: { ...channels.sms } });
    await trx
      .insertInto('notification_preference')
      .values({ customer_id: customerId, channels: stored, updated_at: now })
      .onConflict((conflicting) =>
        conflicting.column('customer_id').doUpdateSet({ channels: sql`excluded.channels`, updated_at: now }),
      )
      .execute();
    return { saved: await readNotificationPreferences(trx, customerId) };
  });
}

/** Records the consents accepted on a booking as its owner's (source `booking`). */
export async function recordBookingConsents(
  trx: Kysely<Database>,
  options: {
    customerId: number;
    bookingId: number;
    consents: readonly { type: string; accepted: boolean }[] | undefined;
    now: Date;
  },
): Promise<void> {
  const accepted = (options.consents ?? []).filter((consent) => consent.accepted);
  if (accepted.length === 0) return;
  await trx
    .insertInto('consent_record')
    .values(
      accepted.map((consent) => ({
        customer_id: options.customerId,
        type: consent.type,
        granted: true,
        source: 'booking' as const,
        booking_id: options.bookingId,
        recorded_at: options.now,
      })),
    )
    .execute();
}
