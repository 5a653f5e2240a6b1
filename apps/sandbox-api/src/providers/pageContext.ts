import type { Schema } from '@stowly/api-client';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { SandboxConfig } from '../config';
import type { Database } from '../db/types';
import type { StoredBookingRequest } from '../domain/baskets';
import { pick } from '../domain/i18n';
import { html, page, pageHeaders, type SafeHtml } from './html';
import { type CheckoutSessionKind, type ProviderSession, returnUrlFor } from './providerSessions';

/** A provider session with the checkout it belongs to, as the hosted pages show it. */
export interface SessionPageContext {
  session: ProviderSession;
  /** The basket can still move on: not ended, not expired, not yet a booking. */
  live: boolean;
  locationName: string;
  locationAddress: string;
  tenantName: string;
  unitTypeName: string;
  moveInDate: string;
  request: StoredBookingRequest;
  price: Schema<'PriceCalculation'>;
}

/** Loads a checkout provider session of `kind` with its basket; undefined when there is none. */
export async function loadSessionPage(
  db: Kysely<Database>,
  config: SandboxConfig,
  sessionId: string,
  kind: CheckoutSessionKind,
): Promise<SessionPageContext | undefined> {
  const session = await db
    .selectFrom('provider_session')
    .selectAll()
    .where('id', '=', sessionId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!session || session.basket_id === null) return undefined;
  const basket = await db
    .selectFrom('basket')
    .innerJoin('location', 'location.id', 'basket.location_id')
    .innerJoin('tenant', 'tenant.id', 'location.tenant_id')
    .innerJoin('unit_type', 'unit_type.id', 'basket.unit_type_id')
    .select([
      'basket.step',
      'basket.expires_at',
      'basket.move_in_date',
      'basket.request',
      'basket.price',
      'location.name as location_name',
      'location.street',
      'location.postal_code',
      'location.city',
      'tenant.name as tenant_name',
      'unit_type.name as unit_type_name',
    ])
    .where('basket.id', '=', session.basket_id)
    .executeTakeFirst();
  if (!basket) return undefined;
  const live =
    basket.step !== 'success' &&
    basket.step !== 'session-ended' &&
    basket.expires_at.getTime() > config.now().getTime();
  return {
    session,
    live,
    locationName: basket.location_name,
    locationAddress: `${basket.street}, ${basket.postal_code} ${basket.city}`,
    tenantName: basket.tenant_name,
    unitTypeName: pick(basket.unit_type_name, 'en'),
    moveInDate: basket.move_in_date,
    request: basket.request as unknown as StoredBookingRequest,
    price: basket.price as unknown as Schema<'PriceCalculation'>,
  };
}

/** Money as the pages show it: `SEK 1,190.00`. */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);
}

/** A link back to the shop with the session id, for pages that have nothing left to do. */
function returnLink(session: ProviderSession, label = 'Return to the shop'): SafeHtml {
  const target = returnUrlFor(session);
  return target
    ? html`<div class="actions"><a class="button primary" href="${target}">${label}</a></div>`
    : html``;
}

/** An information page (no form): a heading, a message and the way back. */
export function infoPage(
  c: Context,
  options: { provider: string; title: string; message: string; session?: ProviderSession; status?: number },
): Response {
  return c.html(
    page({
      provider: options.provider,
      title: options.title,
      body: html`<h1>${options.title}</h1>
<p>${options.message}</p>
${options.session ? returnLink(options.session) : html``}`,
    }),
    (options.status ?? 200) as 200,
    pageHeaders(options.session?.return_url),
  );
}

/** 303 to the client's return URL with the session id (after the outcome was recorded). */
export function redirectBack(c: Context, session: ProviderSession): Response {
  const target = returnUrlFor(session);
  if (!target) return c.text('This session has no return address.', 400);
  return c.redirect(target, 303);
}

/** The form field `name` of a posted form, as text. */
export function field(form: Record<string, string | File | (string | File)[]>, name: string): string {
  const value = form[name];
  return typeof value === 'string' ? value : '';
}
