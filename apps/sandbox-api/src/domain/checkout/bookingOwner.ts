import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import type { LockedBasket } from './lockedBasket';

/**
 * Who a completed booking belongs to (booking, invoice and card all go to `customerId`):
 * - `signed-in`: the basket's signed-in customer, else the customer signed in now (of the same
 *   tenant). They changed their own account.
 * - `new-account`: nobody signed in and the email has no account at the tenant (guest records do
 *   not count): a new account (no password yet) made from the booking's details.
 * - `guest`: nobody signed in and the email has an account (`account`): a guest customer with the
 *   typed details, so that an anonymous caller never changes that account (its data, payment
 *   method or bookings). The owner can attach the booking through the claim mail.
 */
export type BookingOwner =
  | { kind: 'signed-in' | 'new-account'; customerId: number }
  | { kind: 'guest'; customerId: number; account: { id: number; email: string; firstname: string } };

async function signedInCustomer(
  trx: Kysely<Database>,
  basket: LockedBasket,
  signedIn: number | undefined,
): Promise<number | undefined> {
  if (basket.row.customer_id !== null) return basket.row.customer_id;
  if (signedIn === undefined) return undefined;
  const own = await trx
    .selectFrom('customer')
    .select('id')
    .where('id', '=', signedIn)
    .where('tenant_id', '=', basket.location.tenant_id)
    .where('guest', '=', false)
    .executeTakeFirst();
  return own?.id;
}

/** A new customer row from the booking's details: an account (no password yet) or a guest record. */
async function insertCustomer(
  trx: Kysely<Database>,
  basket: LockedBasket,
  options: { guest: boolean; now: Date },
): Promise<number | undefined> {
  const request = basket.request;
  const insert = trx.insertInto('customer').values({
    tenant_id: basket.location.tenant_id,
    customer_type: request.customerType,
    company_name: request.customerType === 'business' ? (request.companyName ?? '').trim() : '',
    company_tax_id: request.companyTaxIdentificationNumber?.trim() ?? '',
    email: request.email.trim().toLowerCase(),
    firstname: request.firstname.trim(),
    lastname: request.lastname.trim(),
    phone_prefix: request.phonePrefix,
    phone_number: request.phoneNumber.trim(),
    street: request.street.trim(),
    city: request.city.trim(),
    postal_code: request.postalCode.trim(),
    country_id: request.countryId,
    password_hash: null,
    guest: options.guest,
    language: request.languageId.toLowerCase(),
    created_at: options.now,
  });
  if (options.guest) return (await insert.returning('id').executeTakeFirstOrThrow()).id;
  // One account per tenant and email: the partial unique index customer_account_email.
  const created = await insert
    .onConflict((conflicting) =>
      conflicting.expression(sql`tenant_id, lower(email)`).where(sql<boolean>`NOT guest`).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return created?.id;
}

async function findAccount(trx: Kysely<Database>, tenantId: number, email: string) {
  return trx
    .selectFrom('customer')
    .select(['id', 'email', 'firstname'])
    .where('tenant_id', '=', tenantId)
    .where('guest', '=', false)
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function resolveOwner(
  trx: Kysely<Database>,
  basket: LockedBasket,
  signedIn: number | undefined,
  now: Date,
): Promise<BookingOwner> {
  const own = await signedInCustomer(trx, basket, signedIn);
  if (own !== undefined) return { kind: 'signed-in', customerId: own };
  const tenantId = basket.location.tenant_id;
  let account = await findAccount(trx, tenantId, basket.request.email);
  if (!account) {
    const created = await insertCustomer(trx, basket, { guest: false, now });
    if (created !== undefined) return { kind: 'new-account', customerId: created };
    // A concurrent booking with this email created the account a moment ago.
    account = await findAccount(trx, tenantId, basket.request.email);
    if (!account) throw new Error('customer account vanished while being created');
  }
  const guest = await insertCustomer(trx, basket, { guest: true, now });
  if (guest === undefined) throw new Error('guest customer was not created');
  return { kind: 'guest', customerId: guest, account };
}
