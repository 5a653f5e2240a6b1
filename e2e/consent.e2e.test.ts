import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ALL_DENIED, ALL_GRANTED, consentCommands, DEFAULT_MODE } from './support/consentMode';
import { expectNoAxeViolations } from './support/expectNoAxeViolations';
import { useBrowser } from './support/useBrowser';

/** The tracking scripts of Stockholm's snippet (sandbox demo data: GTM-NORDBOX1 and G-NORDBOX01). */
const STOCKHOLM_SCRIPTS = [
  'https://www.googletagmanager.com/gtm.js?id=GTM-NORDBOX1',
  'https://www.googletagmanager.com/gtag/js?id=G-NORDBOX01',
];

/** The `src` of every external script in the page that loads from the tag manager's host. */
function trackingScriptTags(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll('script[src]'),
      (script) => (script as HTMLScriptElement).src,
    ).filter((src) => new URL(src).hostname === 'www.googletagmanager.com'),
  );
}

function storedConsent(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('consent') ?? 'null'));
}

describe('cookie consent', () => {
  const { openPage } = useBrowser();

  it('blocks the page until the visitor chooses: outside clicks, Escape and Tab stay in the dialog', async () => {
    const { page, trackingRequests } = await openPage('/1?lang=en', {
      consent: 'unseen',
      stubTrackingScripts: true,
    });
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Necessary cookies' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Necessary cookies' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Marketing cookies' }).isChecked()).toBe(false);

    // The page behind is inert or hidden from assistive technology, and covered by the dialog's overlay.
    const behind = page.locator('main');
    await behind.waitFor({ state: 'attached' });
    expect(
      await behind.evaluate(
        (element) => element.closest('[inert], [aria-hidden="true"]')?.outerHTML.slice(0, 80) ?? 'reachable',
      ),
    ).not.toBe('reachable');
    await expect(behind.click({ trial: true, timeout: 1_000 })).rejects.toThrow();
    await page.mouse.click(10, 450);
    await page.keyboard.press('Escape');
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    expect(await dialog.isVisible()).toBe(true);
    expect(await storedConsent(page)).toBeNull();
    // Nothing of the location's tracking before a choice; consent mode starts with its defaults.
    expect(await consentCommands(page)).toEqual([['default', DEFAULT_MODE]]);
    expect(await trackingScriptTags(page)).toEqual([]);
    expect(trackingRequests).toEqual([]);
    await expectNoAxeViolations(page);
  });

  it('"Accept all" stores both choices, grants consent mode, then loads the GA and GTM scripts of the location', async () => {
    const { page, requests, trackingRequests } = await openPage('/1?lang=en', {
      consent: 'unseen',
      stubTrackingScripts: true,
    });
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect(await storedConsent(page)).toEqual({ necessary: true, marketing: true });
    expect(await consentCommands(page)).toEqual([
      ['default', DEFAULT_MODE],
      ['update', ALL_GRANTED],
    ]);
    await expect
      .poll(() => trackingScriptTags(page), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(STOCKHOLM_SCRIPTS));
    expect((await trackingScriptTags(page)).length).toBe(2);
    await expect
      .poll(() => [...trackingRequests].sort(), { timeout: 10_000 })
      .toEqual([...STOCKHOLM_SCRIPTS].sort());
    // gtag's configuration and the tag manager's start reach the data layer without inline scripts
    // (the page's CSP allows none).
    const starts = await page.evaluate(() =>
      (window as unknown as { dataLayer: unknown[] }).dataLayer.flatMap((entry) => {
        const list = Array.from(entry as ArrayLike<unknown>);
        if (list[0] === 'config') return [`config ${String(list[1])}`];
        const event = (entry as { event?: unknown }).event;
        return event === 'gtm.js' ? ['gtm.js'] : [];
      }),
    );
    expect(starts).toEqual(['gtm.js', 'config G-NORDBOX01']);
    // The tag manager's noscript fallback is in the page as inert text: no frame is loaded.
    expect(
      await page.evaluate(() =>
        Array.from(document.querySelectorAll('noscript'), (element) => element.textContent),
      ),
    ).toEqual([expect.stringContaining('https://www.googletagmanager.com/ns.html?id=GTM-NORDBOX1')]);
    expect(await page.locator('iframe').count()).toBe(0);
    // The snippet is read once for the location.
    expect(requests.filter((url) => new URL(url).pathname === '/v1/snippet')).toEqual([
      expect.stringMatching(/\/v1\/snippet\?locationIds=1$/),
    ]);
    await page.getByRole('button', { name: 'Select Locker S' }).waitFor();
  });

  it('"Save selection" with marketing off stores it, denies consent mode and loads no tracking script', async () => {
    const { page, requests, trackingRequests } = await openPage('/1?lang=en', {
      consent: 'unseen',
      stubTrackingScripts: true,
    });
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.getByRole('button', { name: 'Save selection' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect(await storedConsent(page)).toEqual({ necessary: true, marketing: false });
    expect(await consentCommands(page)).toEqual([
      ['default', DEFAULT_MODE],
      ['update', ALL_DENIED],
    ]);
    await page.getByRole('button', { name: 'Select Locker S' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await trackingScriptTags(page)).toEqual([]);
    expect(trackingRequests).toEqual([]);
    expect(requests.filter((url) => new URL(url).pathname === '/v1/snippet')).toEqual([]);
  });

  it('"Save selection" with marketing checked stores marketing true and grants consent mode', async () => {
    const { page } = await openPage('/1?lang=en', { consent: 'unseen', stubTrackingScripts: true });
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    const marketing = dialog.getByRole('checkbox', { name: 'Marketing cookies' });
    await marketing.focus();
    await page.keyboard.press('Space');
    expect(await marketing.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Save selection' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect(await storedConsent(page)).toEqual({ necessary: true, marketing: true });
    expect((await consentCommands(page)).at(-1)).toEqual(['update', ALL_GRANTED]);
  });

  it('"Cookie settings" below the footer clears the choice and brings the dialog back (keyboard)', async () => {
    const { page } = await openPage('/1?lang=en', { consent: 'unseen', stubTrackingScripts: true });
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.getByRole('button', { name: 'Save selection' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Select Locker S' }).waitFor();

    const settings = page.getByRole('button', { name: 'Cookie settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.waitForTimeout(500);
    expect(await dialog.isVisible()).toBe(true);
    expect(await storedConsent(page)).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('consent-mode'))).toBeNull();
    // The cleared choice restores the consent mode defaults.
    expect(await consentCommands(page)).toEqual([
      ['default', DEFAULT_MODE],
      ['update', ALL_DENIED],
      ['update', DEFAULT_MODE],
    ]);

    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await storedConsent(page)).toEqual({ necessary: true, marketing: true });
    await page.reload();
    await page.getByRole('button', { name: 'Select Locker S' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('after "Accept all" focus returns to where it was, by keyboard and by mouse, not to the page body', async () => {
    const { page } = await openPage('/1?lang=en', { consent: 'unseen', stubTrackingScripts: true });
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    const settings = page.getByRole('button', { name: 'Cookie settings' });
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return element === document.body || !element ? 'body' : `${element.tagName}:${element.textContent}`;
      });
    // First visit: accept by keyboard (Tab to "Accept all", Enter); the page is usable at once.
    await dialog.waitFor();
    while (
      !(await dialog
        .getByRole('button', { name: 'Accept all' })
        .evaluate((b) => b === document.activeElement))
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Select Locker S' }).waitFor();

    // From "Cookie settings" (a control the visitor Tabbed to): keyboard, then mouse.
    for (const accept of ['keyboard', 'mouse'] as const) {
      await settings.focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      if (accept === 'keyboard') {
        await dialog.getByRole('button', { name: 'Accept all' }).focus();
        await page.keyboard.press('Enter');
      } else {
        await dialog.getByRole('button', { name: 'Accept all' }).click();
      }
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(focused).toBe('BUTTON:Cookie settings');
    }
  });

  it('offers "Cookie settings" on a small screen too (Swedish)', async () => {
    const { page } = await openPage('/1?lang=sv', { viewport: 'mobile' });
    const settings = page.getByRole('button', { name: 'Cookie-inställningar' });
    await settings.click();
    await page.getByRole('dialog', { name: 'Cookie-inställningar' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
