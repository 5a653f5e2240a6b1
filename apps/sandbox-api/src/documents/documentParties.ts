import type { Kysely } from 'kysely';
import type { RGB } from 'pdf-lib';
import type { Database } from '../db/types';
import { DEFAULT_THEME_COLORS } from '../domain/defaultTheme';
import { pick } from '../domain/i18n';
import { type DocumentLanguage, regionalLocale } from './documentMessages';
import { hexColor, type PdfWriter } from './pdfWriter';

/** How a document formats money and dates: the document language's regional locale (`sv-SE`). */
interface DocumentFormat {
  locale: string;
  /** Minor units of `currency` as the locale writes money (`1 190,00 kr` in sv-SE). */
  money: (cents: number, currency: string) => string;
  /** A `YYYY-MM-DD` calendar day written out (`21 November 2026` in en-GB). */
  day: (isoDate: string) => string;
  /** A moment as the clock in `timeZone` shows it, with the day written out. */
  instant: (moment: Date, timeZone: string) => string;
}

export function documentFormat(language: DocumentLanguage): DocumentFormat {
  const locale = regionalLocale(language);
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    locale,
    money: (cents, currency) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100),
    // A calendar day at noon UTC is that day everywhere (spec section 5's noon rule).
    day: (isoDate) => days.format(new Date(`${isoDate}T12:00:00Z`)),
    instant: (moment, timeZone) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(moment),
  };
}

/** The tenant, location and customer a document is between, as the document shows them. */
interface DocumentParties {
  tenant: { name: string; accent: RGB; logo: { bytes: Uint8Array; mediaType: string } | undefined };
  location: {
    name: string;
    timeZone: string;
    taxRate: number;
    noticePeriodDays: number;
    /** Name, street, postal code and city, country. */
    lines: string[];
  };
  /** Company (business customers), name, street, postal code and city, country, email. */
  customerLines: string[];
}

/**
 * A PNG or JPEG logo given as a `data:` URL; undefined for anything else. The demo tenants' logos
 * are SVG files, which pdf-lib cannot embed: their documents name the tenant as a wordmark.
 */
function embeddableLogo(url: string | null): DocumentParties['tenant']['logo'] {
  const match = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/=]+)$/.exec(url ?? '');
  if (!match?.[1] || !match[2]) return undefined;
  return { mediaType: match[1], bytes: new Uint8Array(Buffer.from(match[2], 'base64')) };
}

/** Loads the parties of a document at `locationId` for `customerId`. */
export async function loadDocumentParties(
  db: Kysely<Database>,
  locationId: number,
  customerId: number,
  language: DocumentLanguage,
): Promise<DocumentParties> {
  const location = await db
    .selectFrom('location')
    .innerJoin('tenant', 'tenant.id', 'location.tenant_id')
    .select([
      'location.name',
      'location.street',
      'location.postal_code',
      'location.city',
      'location.country_code',
      'location.time_zone',
      'location.tax_rate',
      'location.notice_period_days',
      'tenant.name as tenant_name',
      'tenant.appearance',
      'tenant.logo_url',
    ])
    .where('location.id', '=', locationId)
    .executeTakeFirstOrThrow();
  const customer = await db
    .selectFrom('customer')
    .leftJoin('country', 'country.id', 'customer.country_id')
    .select([
      'customer.customer_type',
      'customer.company_name',
      'customer.firstname',
      'customer.lastname',
      'customer.street',
      'customer.postal_code',
      'customer.city',
      'customer.email',
      'country.name as country_name',
    ])
    .where('customer.id', '=', customerId)
    .executeTakeFirstOrThrow();
  const regions = new Intl.DisplayNames([regionalLocale(language)], { type: 'region' });
  const present = (lines: (string | null | undefined)[]) =>
    lines.map((line) => line?.trim() ?? '').filter((line) => line !== '');
  return {
    tenant: {
      name: location.tenant_name,
      accent: hexColor(location.appearance?.colors?.primary, DEFAULT_THEME_COLORS.primary),
      logo: embeddableLogo(location.logo_url),
    },
    location: {
      name: location.name,
      timeZone: location.time_zone,
      taxRate: Number(location.tax_rate),
      noticePeriodDays: location.notice_period_days,
      lines: present([
        location.name,
        location.street,
        `${location.postal_code} ${location.city}`,
        regions.of(location.country_code),
      ]),
    },
    customerLines: present([
      customer.customer_type === 'business' ? customer.company_name : null,
      `${customer.firstname} ${customer.lastname}`,
      customer.street,
      `${customer.postal_code} ${customer.city}`,
      customer.country_name ? pick(customer.country_name, language) : null,
      customer.email,
    ]),
  };
}

/** The document's header: the tenant's logo when it can be embedded, else its name. */
export async function writeHeader(writer: PdfWriter, parties: DocumentParties, title: string): Promise<void> {
  const logo = parties.tenant.logo
    ? await writer.embedLogo(parties.tenant.logo.bytes, parties.tenant.logo.mediaType)
    : undefined;
  writer.header(parties.tenant.name, title, logo);
}
