import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { pick } from '../domain/i18n';
import type { Handlers } from '../http/operations';
import { customerLocation, managedOwners, signedInCustomer, timestamp } from './portalSupport';

async function locationIdsOf(db: Kysely<Database>, customerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('booking')
    .select('location_id')
    .distinct()
    .where('customer_id', '=', customerId)
    .execute();
  return rows.map((row) => row.location_id);
}

/** The customer portal's account: the customer's locations, their customer record and notifications. */
export const portalAccountHandlers: Handlers = {
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
          invoiceId: row.invoice_id,
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
