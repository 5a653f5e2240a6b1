import { readNotificationPreferences, saveNotificationPreferences } from '../domain/notificationPreferences';
import type { Handlers } from '../http/operations';
import { portalProblem, signedInCustomer } from './portalSupport';

/**
 * The signed-in customer's notification preferences and consent records (see
 * domain/notificationPreferences.ts): their own only, so no id names anyone else's.
 */
export const portalPreferenceHandlers: Handlers = {
  getNotificationPreferences: async ({ db, customerId }) => ({
    status: 200,
    body: { data: await readNotificationPreferences(db, signedInCustomer(customerId)) },
  }),

  updateNotificationPreferences: async ({ db, config, customerId, body, language }) => {
    const outcome = await saveNotificationPreferences(
      db,
      signedInCustomer(customerId),
      body.channels,
      config.now(),
    );
    if ('refused' in outcome) {
      throw portalProblem(422, 'phone-number-required', 'phone-number-required', language, outcome.refused);
    }
    return { status: 200, body: { data: outcome.saved } };
  },

  listConsentRecords: async ({ db, customerId }) => {
    const records = await db
      .selectFrom('consent_record')
      .select(['type', 'granted', 'source', 'recorded_at'])
      .where('customer_id', '=', signedInCustomer(customerId))
      .orderBy('recorded_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1000)
      .execute();
    return {
      status: 200,
      body: {
        data: records.map((record) => ({
          type: record.type,
          granted: record.granted,
          source: record.source,
          recordedAt: record.recorded_at.toISOString(),
        })),
      },
    };
  },
};
