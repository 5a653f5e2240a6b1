import type { Kysely } from 'kysely';
import { accountLink, issueAccountToken } from '../../accounts/accountTokens';
import type { Database } from '../../db/types';
import type { AccountMail, MailBookingSummary } from '../../mail/accountMail';
import { pick } from '../i18n';
import type { BookingOwner } from './bookingOwner';
import type { LockedBasket } from './lockedBasket';

/** What the booking's mails say about it, in the booking's language. */
async function mailSummary(
  trx: Kysely<Database>,
  basket: LockedBasket,
  bookingId: number,
  language: string,
): Promise<MailBookingSummary> {
  const row = await trx
    .selectFrom('unit')
    .innerJoin('unit_type', 'unit_type.id', 'unit.unit_type_id')
    .innerJoin('location', 'location.id', 'unit_type.location_id')
    .select([
      'unit.name as unit_name',
      'unit_type.name as unit_type_name',
      'location.name as location_name',
      'location.street',
      'location.postal_code',
      'location.city',
    ])
    .where('unit.id', '=', basket.row.unit_id)
    .executeTakeFirstOrThrow();
  return {
    bookingId,
    unitTypeName: pick(row.unit_type_name, language),
    unitName: row.unit_name,
    locationName: row.location_name,
    locationAddress: `${row.street}, ${row.postal_code} ${row.city}`,
    moveInDate: basket.row.move_in_date,
    currency: basket.price.currency,
    dueNow: basket.price.dueNow,
    recurringAmount: basket.price.recurringAmount,
    period: basket.price.period,
  };
}

/**
 * The mails of a completed booking, with the tokens of their links: a confirmation to the email it
 * was made with, always; an activation link for a new account; a claim link to the owner of the
 * account whose email a guest booking used. Links point at the app origin the booking was made
 * from.
 */
export async function bookingMails(
  trx: Kysely<Database>,
  basket: LockedBasket,
  options: { owner: BookingOwner; bookingId: number; requestOrigin: string; now: Date },
): Promise<AccountMail[]> {
  const { owner, bookingId, now } = options;
  const request = basket.request;
  const language = request.languageId.toLowerCase();
  const appOrigin = basket.row.app_origin ?? options.requestOrigin;
  const booking = await mailSummary(trx, basket, bookingId, language);
  const envelope = { language, tenantId: basket.location.tenant_id, appOrigin };
  const email = request.email.trim();
  const mails: AccountMail[] = [
    {
      ...envelope,
      kind: 'booking-confirmation',
      to: email,
      recipientName: request.firstname.trim(),
      booking,
      portalLink: `${appOrigin}/customer-portal/account-overview/${basket.row.location_id}?lang=${language}`,
    },
  ];
  if (owner.kind === 'new-account') {
    const token = await issueAccountToken(
      trx,
      { kind: 'activation', email, appOrigin, language, customerId: owner.customerId, bookingId },
      now,
    );
    mails.unshift({
      ...envelope,
      kind: 'activation',
      to: email,
      recipientName: request.firstname.trim(),
      link: accountLink('activation', appOrigin, token, language),
      booking,
    });
  } else if (owner.kind === 'guest') {
    const token = await issueAccountToken(
      trx,
      {
        kind: 'claim',
        email: owner.account.email,
        appOrigin,
        language,
        customerId: owner.account.id,
        bookingId,
      },
      now,
    );
    mails.push({
      ...envelope,
      kind: 'claim',
      to: owner.account.email,
      recipientName: owner.account.firstname,
      link: accountLink('claim', appOrigin, token, language),
      booking,
    });
  }
  return mails;
}
