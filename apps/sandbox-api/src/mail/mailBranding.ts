import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { DEFAULT_THEME_COLORS } from '../domain/defaultTheme';

/** How a tenant's mails look: its name, logo and the colours of its theme. */
export interface MailBranding {
  tenantName: string;
  /** An absolute http(s) URL, or undefined for none. */
  logoUrl: string | undefined;
  colors: {
    primary: string;
    text: string;
    background: string;
    headerBackground: string;
    headerText: string;
  };
}

/** What mails say when the tenant is not known (it always is, unless a test sends to tenant 0). */
const UNKNOWN_TENANT_NAME = 'Stowly';

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `value` when it is a `#rgb` or `#rrggbb` colour, else `fallback`: nothing else reaches the HTML. */
function mailColor(value: unknown, fallback: string): string {
  return typeof value === 'string' && COLOR.test(value.trim()) ? value.trim() : fallback;
}

/** `url` made absolute on `origin` when relative; undefined unless it ends up http(s). */
function absoluteHttpUrl(url: string | null | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    const absolute = new URL(url, origin);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : undefined;
  } catch {
    return undefined;
  }
}

/** The tenant's name, logo (absolute on `appOrigin`) and colours, from the database. */
export async function loadMailBranding(
  db: Kysely<Database>,
  tenantId: number,
  appOrigin: string,
): Promise<MailBranding> {
  const tenant = await db
    .selectFrom('tenant')
    .select(['name', 'logo_url', 'appearance'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  const colors = (tenant?.appearance?.colors ?? {}) as Record<string, unknown>;
  return {
    tenantName: tenant?.name.trim() || UNKNOWN_TENANT_NAME,
    logoUrl: absoluteHttpUrl(tenant?.logo_url, appOrigin),
    colors: {
      primary: mailColor(colors.primary, DEFAULT_THEME_COLORS.primary),
      text: mailColor(colors.text, DEFAULT_THEME_COLORS.text),
      background: mailColor(colors.background, DEFAULT_THEME_COLORS.background),
      headerBackground: mailColor(colors.headerBackground, DEFAULT_THEME_COLORS.headerBackground),
      headerText: mailColor(colors.headerText, DEFAULT_THEME_COLORS.headerText),
    },
  };
}
