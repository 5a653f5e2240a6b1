import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SandboxAppDeps } from '../SandboxAppDeps';
import { html, page, pageHeaders } from './html';
import { PROVIDERS_PATH } from './providerSessions';

/** How long a minted bot-check token can be used (reCAPTCHA's are good for two minutes; we are kinder). */
const CAPTCHA_TOKEN_MINUTES = 10;

const PROVIDER = 'Sandbox bot check';

/** Mints a single-use bot-check token, dated on the sandbox clock. */
export async function mintCaptchaToken(db: Kysely<Database>, now: Date): Promise<string> {
  const token = `sbx-captcha.${randomBytes(24).toString('base64url')}`;
  await db.insertInto('captcha_token').values({ token, used: false, created_at: now }).execute();
  return token;
}

/**
 * Verifies a bot-check token and uses it up, like a siteverify call: true when it was minted by the
 * sandbox, is unused and not older than {@link CAPTCHA_TOKEN_MINUTES}. Run it inside the
 * transaction of the submission it guards, so a submission that fails does not use it up.
 */
export async function consumeCaptchaToken(db: Kysely<Database>, token: string, now: Date): Promise<boolean> {
  const used = await db
    .updateTable('captcha_token')
    .set({ used: true })
    .where('token', '=', token)
    .where('used', '=', false)
    .where('created_at', '>', new Date(now.getTime() - CAPTCHA_TOKEN_MINUTES * 60_000))
    .returning('token')
    .executeTakeFirst();
  return used !== undefined;
}

/**
 * The simulated bot check under /sandbox-providers/captcha:
 * - `GET /token` mints a token as JSON `{ token }` (what the app's captcha adapter calls);
 * - `GET /` is a small widget page with an "I am not a robot" button; `POST /` shows a fresh token.
 */
export function createCaptchaRoutes(deps: SandboxAppDeps): Hono {
  const routes = new Hono();

  routes.get('/token', async (c) => {
    const token = await mintCaptchaToken(deps.db, deps.config.now());
    c.header('Cache-Control', 'no-store');
    return c.json({ token });
  });

  routes.get('/', (c) =>
    c.html(
      page({
        provider: PROVIDER,
        title: 'Bot check',
        body: html`<h1>Bot check</h1>
<p>Confirm that you are a person to get a single-use token for a form. A token is good for ${CAPTCHA_TOKEN_MINUTES} minutes and one submission.</p>
<form method="post">
<button type="submit" class="primary">I am not a robot</button>
</form>`,
      }),
      200,
      pageHeaders(),
    ),
  );

  routes.post('/', async (c) => {
    const token = await mintCaptchaToken(deps.db, deps.config.now());
    return c.html(
      page({
        provider: PROVIDER,
        title: 'Bot check passed',
        body: html`<h1>Bot check passed</h1>
<p id="token-label">Your single-use token:</p>
<output aria-labelledby="token-label">${token}</output>
<p class="hint">Send it as <code>recaptchaToken</code> with the form. It expires in ${CAPTCHA_TOKEN_MINUTES} minutes.</p>
<div class="actions"><a class="button secondary" href="${`${PROVIDERS_PATH}/captcha`}">Get another token</a></div>`,
      }),
      200,
      pageHeaders(),
    );
  });

  return routes;
}
