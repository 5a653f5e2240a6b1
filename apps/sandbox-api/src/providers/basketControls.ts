import { Hono } from 'hono';
import { mayUseBasket } from '../domain/checkout/lockedBasket';
import { extendHold } from '../domain/unitHolds';
import { customerForAccessToken } from '../identity/accessTokens';
import type { SandboxAppDeps } from '../SandboxAppDeps';

const FINAL_STEPS = ['success', 'session-ended'];

/**
 * Simulation controls of the sandbox's baskets under /sandbox-providers/basket, for demos and
 * end-to-end tests that cannot wait out the real hold time:
 * - `POST /{basketId}/expire` lets the basket's hold run out now (its unit is released at the next
 *   checkout call, which then answers `session-ended`). 204; 404 for an unknown basket, and for a
 *   signed-in customer's basket without that customer's bearer token; 409 for a basket that has
 *   already ended or been booked.
 * Like the provider pages' "Let the session expire" buttons, it exists only in the sandbox.
 */
export function createBasketControls(deps: SandboxAppDeps): Hono {
  const routes = new Hono();
  routes.post('/:basketId/expire', async (c) => {
    const basketId = c.req.param('basketId');
    if (!/^\d{1,18}$/.test(basketId))
      return c.json({ error: { code: 'not-found', message: 'No such basket.', details: [] } }, 404);
    const now = deps.config.now();
    const past = new Date(now.getTime() - 1000);
    // As for the checkout calls: a signed-in customer's basket only with that customer's token.
    const token = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const caller = token ? (await customerForAccessToken(deps.db, token, now))?.customerId : undefined;
    const outcome = await deps.db.transaction().execute(async (trx) => {
      const basket = await trx
        .selectFrom('basket')
        .select(['id', 'step', 'customer_id'])
        .where('id', '=', basketId)
        .forUpdate()
        .executeTakeFirst();
      if (!basket || !mayUseBasket(basket.customer_id, caller)) return 404 as const;
      if (FINAL_STEPS.includes(basket.step)) return 409 as const;
      await extendHold(trx, basket.id, past);
      return 204 as const;
    });
    if (outcome === 404)
      return c.json({ error: { code: 'not-found', message: 'No such basket.', details: [] } }, 404);
    if (outcome === 409) {
      return c.json(
        { error: { code: 'wrong-step', message: 'The basket has already ended.', details: [] } },
        409,
      );
    }
    return c.body(null, 204);
  });
  return routes;
}
