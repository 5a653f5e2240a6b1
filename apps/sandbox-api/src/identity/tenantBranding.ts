import type { Kysely } from 'kysely';
import { TENANT_ID_MAX } from '../contract/contractLimits';
import type { Database } from '../db/types';

/** What the identity pages show of a tenant: its name, its logo and its primary colour. */
export interface TenantBranding {
  id: number;
  name: string;
  /** A logo on the identity server's own origin (a site-relative path); external logos are left out. */
  logoUrl: string | undefined;
  /** The primary colour as `#rgb` or `#rrggbb`, or undefined when the tenant's value is not one. */
  primaryColor: string | undefined;
}

const TENANT_ID = /^[1-9][0-9]{0,9}$/;
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A `tenant` parameter as an id, or undefined for anything that cannot be one. */
function parseTenantId(value: string | null | undefined): number | undefined {
  if (!value || !TENANT_ID.test(value)) return undefined;
  const id = Number(value);
  return id <= TENANT_ID_MAX ? id : undefined;
}

/** Whether `value` is a CSS hex colour (`#rgb` or `#rrggbb`), the only colours put into the pages' CSS. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/** A logo the pages may load: a path on this origin (never `//host`), as the content security policy allows. */
function sameOriginLogo(value: string | null): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return value;
}

/** The branding of tenant `id`, or undefined when there is no such tenant. */
export async function findTenantBranding(
  db: Kysely<Database>,
  id: number | undefined,
): Promise<TenantBranding | undefined> {
  if (id === undefined) return undefined;
  const tenant = await db
    .selectFrom('tenant')
    .select(['id', 'name', 'logo_url', 'appearance'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!tenant) return undefined;
  const primary = tenant.appearance.colors?.primary?.trim();
  return {
    id: tenant.id,
    name: tenant.name,
    logoUrl: sameOriginLogo(tenant.logo_url),
    primaryColor: isHexColor(primary) ? primary : undefined,
  };
}

/** The tenant a `tenant` parameter names, if it is a known tenant's id; anything else is ignored. */
export function findTenantOfParameter(
  db: Kysely<Database>,
  value: string | null | undefined,
): Promise<TenantBranding | undefined> {
  return findTenantBranding(db, parseTenantId(value));
}
