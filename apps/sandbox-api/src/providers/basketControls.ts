import { Hono } from 'hono';
import type { SandboxAppDeps } from '../app';
import { extendHold } from '../domain/baskets';

const FINAL_STEPS = ['success', 'session-ended'];

/**
 * Simulation controls of the sandbox's baskets under /sandbox-providers/basket, for demos and
 * end-to-end tests that cannot wait out the real hold time:
 * - `POST /{basketId}/expire` lets the basket's hold run out now (its unit is released at the next
 *   checkout call, which then answers `session-ended`). 204; 404 for an unknown basket; 409 for a
 *   basket that has already ended or been booked.
 * Like the provider pages' "Let the session expire" buttons, it exists only in the sandbox.
 */
export function createBasketControls(deps: SandboxAppDeps): Hono {
  const routes = new Hono();
  routes.post('/:basketId/expire', async (c) => {
    const basketId = c.req.param('basketId');
    if (!/^\d{1,18}$/.test(basketId))
      return c.json({ error: { code: 'not-found', message: 'No such basket.', details: [] } }, 404);
    const past = new Date(deps.config.now().getTime() - 1000);
    const outcome = await deps.db.transaction().execute(async (trx) => {
      const basket = await trx
        .selectFrom('basket')
        .select(['id', 'step'])
        .where('id', '=', basketId)
        .forUpdate()
        .executeTakeFirst();
      if (!basket) return 404 as const;
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
