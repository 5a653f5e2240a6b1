import { createHash } from 'node:crypto';
import type { Schema } from '@stowly/api-client';
import type { Kysely, Selectable } from 'kysely';
import { type FaviconSize, renderFavicon } from '../assets/favicon';
import type { Database, LocationRow, TenantTable } from '../db/types';
import { bookingWindow } from '../domain/bookingWindow';
import { absoluteUrl, requireLocations } from '../domain/catalogue';
import { say } from '../domain/catalogueMessages';
import { DEFAULT_THEME_COLORS } from '../domain/defaultTheme';
import { pick } from '../domain/i18n';
import { notFound } from '../http/ApiProblem';
import type { Handlers } from '../http/operations';

type TenantRow = Selectable<TenantTable>;

/** Favicons are drawn once per size and colour. */
const FAVICON_CACHE = new Map<string, { png: Buffer; etag: string }>();

function locationMessage(language: string) {
  return (id: number) => say('locationNotFound', language, { id });
}

/**
 * The tenant the request is about, with the requested locations: the tenant of the first of
 * `locationIds` (each must exist, else 404), or without ids the first tenant.
 */
async function resolveTenant(
  db: Kysely<Database>,
  locationIds: readonly number[] | undefined,
  language: string,
): Promise<{ tenant: TenantRow; locations: LocationRow[] }> {
  const locations = locationIds?.length
    ? await requireLocations(db, locationIds, locationMessage(language))
    : [];
  let select = db.selectFrom('tenant').selectAll();
  const first = locations[0];
  select = first ? select.where('id', '=', first.tenant_id) : select.orderBy('id').limit(1);
  const tenant = await select.executeTakeFirst();
  if (!tenant) throw notFound('No tenant is configured');
  return { tenant, locations };
}

/** Global translation rows of a language. */
async function globalTranslations(db: Kysely<Database>, language: string): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('translation')
    .select(['key', 'value'])
    .where('language', '=', language)
    .orderBy('key')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

function describeConsents(consents: LocationRow['consents'], language: string, origin: string) {
  return consents.map((consent) => ({
    type: consent.type,
    required: consent.required,
    label: pick(consent.label, language),
    url: absoluteUrl(consent.url, origin),
    document: consent.document ?? null,
  }));
}

/** Handlers of the app setup: tenant setup, location configuration, translations, snippets, favicon, countries. */
export const setupHandlers: Handlers = {
  getSetup: async ({ db, query, language, origin }) => {
    // The legal links are the tenant's own (global) ones: a location's own are in its config.
    const { tenant } = await resolveTenant(db, query.locationIds, language);
    const colors: Schema<'Appearance'>['colors'] = { ...DEFAULT_THEME_COLORS };
    for (const key of Object.keys(colors) as (keyof typeof colors)[]) {
      const value = tenant.appearance.colors[key];
      if (typeof value === 'string' && value.trim()) colors[key] = value.trim();
    }
    const font = tenant.appearance.font;
    const variants = Object.fromEntries(
      Object.entries(font?.variants ?? {}).flatMap(([weight, url]) => {
        const absolute = /^[1-9]00$/.test(weight) ? absoluteUrl(url, origin) : null;
        return absolute ? [[weight, absolute]] : [];
      }),
    );
    const translations = {
      ...(await globalTranslations(db, language)),
      ...(tenant.translations[language] ?? {}),
    };
    return {
      status: 200,
      body: {
        data: {
          appearance: {
            colors,
            font: font?.name && Object.keys(variants).length > 0 ? { name: font.name, variants } : null,
          },
          tenant: { id: tenant.id, name: tenant.name },
          logoUrl: absoluteUrl(tenant.logo_url, origin),
          imprintUrl: absoluteUrl(tenant.imprint_url, origin),
          privacyPolicyUrl: absoluteUrl(tenant.privacy_policy_url, origin),
          cookiePolicyUrl: absoluteUrl(tenant.cookie_policy_url, origin),
          termsUrl: absoluteUrl(tenant.terms_url, origin),
          cancellationPolicyUrl: absoluteUrl(tenant.cancellation_policy_url, origin),
          featureFlags: { languageSwitch: tenant.feature_flags.languageSwitch ?? false },
          translations,
        },
      },
    };
  },

  getLocationConfig: async ({ db, config, query, language, origin }) => {
    const locations = await requireLocations(db, query.locationIds, locationMessage(language));
    const now = config.now();
    return {
      status: 200,
      body: {
        data: locations.map((location) => {
          const window = bookingWindow(location, now);
          return {
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
            consents: describeConsents(location.consents, language, origin),
            interestRegistrationConsents: describeConsents(
              location.interest_registration_consents,
              language,
              origin,
            ),
            // The first day a unit can be moved into: never before today.
            earliestBookableDate: window.earliest,
            currentDayLocationTimeZone: window.today,
            bookableTill: location.bookable_till,
            privacyPolicyUrl: absoluteUrl(location.privacy_policy_url, origin),
            imprintUrl: absoluteUrl(location.imprint_url, origin),
            termsUrl: absoluteUrl(location.terms_url, origin),
            cancellationPolicyUrl: absoluteUrl(location.cancellation_policy_url, origin),
            showManageAccess: location.show_manage_access,
            languages: location.languages.map((entry) => ({ id: entry.id, name: entry.name })),
            defaultCountryId: location.default_country_id,
          };
        }),
      },
    };
  },

  getTranslations: async ({ db, language }) => {
    return { status: 200, body: { data: await globalTranslations(db, language) } };
  },

  getSnippets: async ({ db, query, language }) => {
    const { tenant, locations } = await resolveTenant(db, query.locationIds, language);
    // Without locations: every location of the tenant.
    const sources = locations.length
      ? locations
      : await db
          .selectFrom('location')
          .selectAll()
          .where('tenant_id', '=', tenant.id)
          .orderBy('id')
          .execute();
    const seen = new Set<string>();
    const snippets: Schema<'Snippet'>[] = [];
    for (const snippet of sources.flatMap((location) => location.snippets)) {
      const key = `${snippet.type}:${snippet.typeId}`;
      if (seen.has(key) || !snippet.typeId) continue;
      seen.add(key);
      snippets.push({ type: snippet.type, typeId: snippet.typeId });
    }
    return { status: 200, body: { data: snippets } };
  },

  getFavicon: async ({ db, query, language }) => {
    const { tenant } = await resolveTenant(db, query.locationIds, language);
    const size = query.size as FaviconSize;
    const color = tenant.appearance.colors.primary ?? DEFAULT_THEME_COLORS.primary;
    const key = `${size}:${color}`;
    let icon = FAVICON_CACHE.get(key);
    if (!icon) {
      const png = renderFavicon(size, color);
      icon = { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` };
      FAVICON_CACHE.set(key, icon);
    }
    const cacheHeaders = {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=86400',
      ETag: icon.etag,
    };
    // The body is PNG bytes, not JSON: the contract's response for getFavicon is `image/png`.
    return { status: 200, body: new Uint8Array(icon.png), headers: cacheHeaders };
  },

  getCountries: async ({ db, language }) => {
    const rows = await db.selectFrom('country').selectAll().execute();
    const collator = new Intl.Collator(language);
    const countries = rows
      .map((row) => ({
        id: row.id,
        code: row.code,
        name: pick(row.name, language),
        phonePrefix: row.phone_prefix,
      }))
      .sort((a, b) => collator.compare(a.name, b.name));
    return { status: 200, body: { data: countries } };
  },
};
