import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOptions, dayFromToday, TEXT } from '../support/bookingSteps';
import { overviewPath, signInFromLoginPage } from '../support/portalSteps';
import { useBrowser } from '../support/useBrowser';
import { holdRequests, LANGUAGES, waitForRoute, withLang } from './accessibilityRoutes';

/** WCAG 1.4.10: content reflows at 320 CSS px (1280 px zoomed to 400 %) without scrolling sideways. */
const NARROW = { width: 320, height: 640 };

/** How far the page scrolls sideways at its width (0 when it reflows), with the widest culprits. */
function sidewaysOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits = Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !element.closest('[data-live-announcer]'))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className.toString().split(' ').join('.')} (right ${Math.round(element.getBoundingClientRect().right)})`,
      );
    return { overflow: root.scrollWidth - width, culprits };
  });
}

/** The animations and transitions that still move on the page (CSS ones of elements and pseudo-elements). */
function movingParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const moving: string[] = [];
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      const duration = typeof timing?.duration === 'number' ? timing.duration : 0;
      if (animation.playState === 'running' && duration > 10) {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name = 'animationName' in animation ? String(animation.animationName) : 'transition';
        moving.push(`${name} (${duration} ms) on ${target?.className?.toString() ?? '?'}`);
      }
    }
    // Declared animations that have not started (such as one waiting for its element to show).
    for (const element of document.querySelectorAll('body *')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const longest = Math.max(
          ...style.animationDuration.split(',').map((value) => Number.parseFloat(value)),
        );
        if (style.animationName !== 'none' && longest > 0.01) {
          moving.push(
            `${style.animationName} (${style.animationDuration}) on ${element.className.toString()}${pseudo ?? ''}`,
          );
        }
      }
    }
    return [...new Set(moving)];
  });
}

describe('accessibility: 320 px reflow without sideways scrolling, and reduced motion respected', () => {
  const { origin, openPage } = useBrowser();

  /** Opens a page at 320 px with reduced motion asked for, before the app starts. */
  async function openNarrow(path: string) {
    const opened = await openPage(path, { viewport: 'mobile' });
    await opened.page.emulateMedia({ reducedMotion: 'reduce' });
    await opened.page.setViewportSize(NARROW);
    return opened;
  }

  it('booking and checkout pages reflow at 320 px in English and German: nothing is cut off or needs sideways scrolling (zoom users, small phones)', async () => {
    const problems: string[] = [];
    const { page } = await openNarrow('/404?lang=en');
    const check = async (label: string) => {
      const { overflow, culprits } = await sidewaysOverflow(page);
      if (overflow > 0) problems.push(`${label}: ${overflow} px sideways (${culprits.join(', ')})`);
      const moving = await movingParts(page);
      if (moving.length > 0) problems.push(`${label}: moving under reduced motion: ${moving.join('; ')}`);
    };
    const visit = async (path: string, landing: string, language: string) => {
      await page.goto(new URL(withLang(path, language), origin()).href);
      await waitForRoute(page, landing, language);
      await check(`${language} ${path}`);
    };
    for (const language of LANGUAGES) {
      const text = TEXT[language];
      await visit('/1', '/1', language);
      await visit('/1/unit-type/102/options', '/1/unit-type/102/options', language);
      await chooseOptions(page, {
        language,
        moveInDate: dayFromToday(1, language === 'en' ? 11 : 13),
        billingPeriod: language === 'en' ? 'Monthly' : 'Monatlich',
        insurance: language === 'en' ? 'Basic cover' : 'Basisschutz',
      });
      await check(`${language} options, chosen`);
      await visit('/1/unit-type/102/options/basket', '/1/unit-type/102/options/basket', language);
      await visit('/1/unit-type/102/customer', '/1/unit-type/102/customer', language);
      await page.getByRole('button', { name: text.submit }).click();
      await page
        .getByRole('textbox', { name: text.firstName, exact: true })
        .and(page.locator('[aria-invalid="true"]'))
        .waitFor();
      await check(`${language} customer form with errors`);
      await visit('/1/checkout/session-ended', '/1/checkout/session-ended', language);
      await visit('/404', '/404', language);
      await visit('/server-error', '/server-error', language);
      await visit('/login', '/login', language);
    }
    expect(problems).toEqual([]);
  });

  it('portal pages reflow at 320 px in English and German: bookings, invoices and shared access stay readable without sideways scrolling', async () => {
    const problems: string[] = [];
    const { page } = await openNarrow('/login?lang=en');
    await signInFromLoginPage(page);
    const check = async (label: string) => {
      const { overflow, culprits } = await sidewaysOverflow(page);
      if (overflow > 0) problems.push(`${label}: ${overflow} px sideways (${culprits.join(', ')})`);
      const moving = await movingParts(page);
      if (moving.length > 0) problems.push(`${label}: moving under reduced motion: ${moving.join('; ')}`);
    };
    for (const language of LANGUAGES) {
      for (const path of [overviewPath(1), overviewPath(2), `${overviewPath(1)}/shared-access`]) {
        await page.goto(new URL(withLang(path, language), origin()).href);
        await waitForRoute(page, path, language);
        await check(`${language} ${path}`);
      }
      await page.goto(new URL(withLang(`${overviewPath(1)}/payment/update/verify`, language), origin()).href);
      await waitForRoute(page, `${overviewPath(1)}/payment/update/verify`, language);
      await check(`${language} payment update, not saved`);
      await page.goto(new URL(withLang(overviewPath(1), language), origin()).href);
      await waitForRoute(page, overviewPath(1), language);
      await page
        .getByRole('button', { name: language === 'en' ? 'Cancel booking' : 'Buchung kündigen' })
        .first()
        .click();
      await page.getByRole('alertdialog').waitFor();
      await check(`${language} cancel dialog`);
      await page.keyboard.press('Escape');
    }
    expect(problems).toEqual([]);
  });

  it('with reduced motion asked for, the loading skeleton, the consent dialog and the provider-return progress do not move (vestibular disorders)', async () => {
    // The skeleton while the app's setup loads (held back).
    // The skeleton shows while the browser renders the page itself (a static host's page).
    const opened = await openPage('/404?lang=en', {
      viewport: 'mobile',
      consent: 'unseen',
      rendering: 'client',
    });
    const { page } = opened;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const setup = await holdRequests(page, (url) => url.pathname.startsWith('/v1/setup'));
    await page.goto(new URL('/1?lang=en', origin()).href);
    await expect.poll(setup.held).toBeGreaterThan(0);
    await page.locator('[class*="AppSkeleton"]').first().waitFor();
    expect(await movingParts(page), 'the skeleton').toEqual([]);
    // Without the preference the same skeleton shimmers: the check sees motion when there is some.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect((await movingParts(page)).length, 'the skeleton without the preference').toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await setup.release();

    // The consent dialog of a first visit.
    await page.getByRole('dialog').waitFor();
    expect(await movingParts(page), 'the consent dialog').toEqual([]);
    await page.getByRole('button', { name: 'Save selection' }).click();

    // A provider's return while the server reads the outcome (its answer held back).
    const reading = await holdRequests(
      page,
      (url, method) => method === 'POST' && url.pathname.endsWith('/e-signature/return'),
    );
    await page.goto(new URL('/1/checkout/esignature/999999999?lang=en&session=held', origin()).href);
    await expect.poll(reading.held).toBe(1);
    await page.locator('h1').first().waitFor();
    expect(await movingParts(page), 'the provider-return progress').toEqual([]);
    await reading.release();
  });
});
