import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dayFromToday, TEXT } from '../support/bookingSteps';
import { CHECKOUT_TEXT as C, CARDS } from '../support/checkoutSteps';
import { overviewPath } from '../support/portalSteps';
import { useBrowser } from '../support/useBrowser';

/** How the focused element shows it is focused, or null when nothing visible marks it. */
function focusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    const marks = (element: Element): string | null => {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) {
          return `outline on ${element.tagName.toLowerCase()}${pseudo ?? ''}`;
        }
        if (style.boxShadow !== 'none')
          return `box-shadow on ${element.tagName.toLowerCase()}${pseudo ?? ''}`;
      }
      return null;
    };
    const own = marks(active);
    if (own) return own;
    // react-aria's radios and checkboxes focus a visually hidden input: the ring is drawn on the
    // control that wraps it (marked data-focus-visible) or on a part of that control.
    const control = active.closest('[data-focus-visible]');
    if (!control) return null;
    for (const element of [control, ...control.querySelectorAll('*')]) {
      const mark = marks(element);
      if (mark) return mark;
    }
    return null;
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, then checks it shows a visible focus indicator. */
async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; max?: number } = {}) {
  await target.waitFor();
  for (let presses = 0; presses < (options.max ?? 60); presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      expect(await focusIndicator(page), `a visible focus indicator on ${target}`).not.toBeNull();
      return;
    }
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** After a step: the focus is on the new page's content (in `main`), not left on the page or the old control. */
async function expectFocusOnNewContent(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const active = document.activeElement;
        const main = document.querySelector('main');
        return active !== null && active !== document.body && main?.contains(active) === true;
      }),
    )
    .toBe(true);
}

/** Types into the focused field, as a person does (key by key). */
const type = (page: Page, text: string) => page.keyboard.type(text);

describe('accessibility: keyboard alone, with the focus always visible and moved to each new step', () => {
  const { openPage } = useBrowser({ sandboxEnv: {} });

  it('a keyboard-only visitor can book a unit from the location page to the confirmed booking (no dead end without a mouse)', async () => {
    const text = TEXT.en;
    const { page } = await openPage('/1?lang=en');
    await page.getByRole('region', { name: text.unitTypeList, exact: true }).waitFor();

    // Unit selection: "Storage room 5 m²" (102: four units, booked by no other e2e file).
    await tabTo(page, page.getByRole('button', { name: text.select('Storage room 5 m²') }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/1/unit-type/102/options');
    await page.getByRole('heading', { level: 1, name: text.optionsTitle('Storage room 5 m²') }).waitFor();
    await expectFocusOnNewContent(page);

    // The move-in date, typed into the date field's segments (day, month, year).
    const day = dayFromToday(1, 12);
    const dateField = page.getByRole('group', { name: text.moveInDate });
    await tabTo(page, dateField.getByRole('spinbutton', { name: /^day/ }));
    await type(page, `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`);

    // Billing period and insurance: into each radio group with Tab, to the option with the arrows.
    for (const [group, option] of [
      [text.billingPeriod, 'Monthly'],
      [text.insurance, 'Basic cover'],
    ] as const) {
      const radios = page.getByRole('radiogroup', { name: group });
      await radios.waitFor();
      const wanted = radios.getByRole('radio', { name: option, exact: true });
      for (let presses = 0; presses < 40; presses++) {
        if (await radios.evaluate((element) => element.contains(document.activeElement))) break;
        await page.keyboard.press('Tab');
      }
      for (let presses = 0; presses < 6 && !(await wanted.isChecked()); presses++) {
        if (await wanted.evaluate((element) => element === document.activeElement)) {
          await page.keyboard.press('Space');
        } else {
          await page.keyboard.press('ArrowDown');
        }
      }
      expect(await wanted.isChecked()).toBe(true);
      expect(await focusIndicator(page)).not.toBeNull();
    }
    await tabTo(page, page.getByRole('link', { name: text.continueToBasket }));
    await page.keyboard.press('Enter');

    // The basket, then the customer form.
    await page.getByRole('heading', { level: 1, name: text.basketTitle }).waitFor();
    await expectFocusOnNewContent(page);
    await tabTo(page, page.getByRole('link', { name: text.continueToDetails }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: text.customerTitle }).waitFor();
    await expectFocusOnNewContent(page);

    const fields: [string, string][] = [
      [text.firstName, 'Kim'],
      [text.lastName, 'Keyboard'],
      [text.street, 'Tangentgatan 3'],
      [text.zip, '11122'],
      [text.city, 'Stockholm'],
      [text.email, `e2e-keyboard-${Date.now()}@example.com`],
      [text.phoneNumber, '701234567'],
    ];
    for (const [name, value] of fields) {
      await tabTo(page, page.getByRole('textbox', { name, exact: true }));
      await type(page, value);
    }
    for (const name of text.requiredCheckboxes) {
      const checkbox = page.getByRole('checkbox', { name, exact: true });
      await tabTo(page, checkbox);
      await page.keyboard.press('Space');
      expect(await checkbox.isChecked()).toBe(true);
    }
    await tabTo(page, page.getByRole('button', { name: text.submit }));
    await page.keyboard.press('Enter');

    // The checkout: the payment step, the provider's card page, signing and the identity check.
    await page.waitForURL((url) => url.pathname === '/1/checkout/step/payment', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: C.paymentTitle }).waitFor();
    await expectFocusOnNewContent(page);
    await tabTo(page, page.getByRole('link', { name: C.continueToPayment }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Pay by card' }).waitFor();
    for (const [name, value] of [
      ['Card number', CARDS.success],
      ['Expiry date', '12/34'],
      ['Security code', '123'],
    ] as const) {
      await tabTo(page, page.getByRole('textbox', { name }));
      await type(page, value);
    }
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 1, name: C.eSignatureTitle }).waitFor();
    await tabTo(page, page.getByRole('button', { name: C.continueToSigning }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Sign the agreement' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: C.idCheckTitle }).waitFor();
    await tabTo(page, page.getByRole('button', { name: C.continueToIdCheck }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Verify my identity' }));
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname === '/1/checkout/success', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: C.bookingConfirmed }).waitFor();
    await expectFocusOnNewContent(page);
    await page.getByText('Storage room 5 m²', { exact: true }).first().waitFor();
  });

  it('a keyboard-only customer can sign in and replace the payment method in the portal (no mouse needed to keep paying)', async () => {
    const { page } = await openPage('/login?lang=en');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Sign in' }));
    await page.keyboard.press('Enter');
    // The identity server's page: the business customer of Stockholm (the demo customer's card is
    // changed by the portal test of the same run).
    await page.waitForURL((url) => url.pathname.startsWith('/identity/'));
    await tabTo(page, page.getByRole('textbox', { name: 'Email address' }));
    await type(page, 'bygg@example.com');
    await tabTo(page, page.getByLabel('Password'));
    await type(page, 'stowly-demo');
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname.startsWith(overviewPath()));
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    const update = page.getByRole('link', { name: /^(Update|Add) payment method$/ });
    await tabTo(page, update, { max: 120 });
    await page.keyboard.press('Enter');

    // The sandbox's card page, then the verify return.
    await page.getByRole('heading', { level: 1, name: 'Save a card' }).waitFor();
    for (const [name, value] of [
      ['Card number', '5555555555554444'],
      ['Expiry date', '11/33'],
      ['Security code', '123'],
    ] as const) {
      await tabTo(page, page.getByRole('textbox', { name }));
      await type(page, value);
    }
    await tabTo(page, page.getByRole('button', { name: 'Save card' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /\/payment\/update\/verify$/.test(url.pathname));
    await page.getByText('Your new payment method is saved.', { exact: false }).waitFor();
    await page.getByText('ending in 4444').first().waitFor();

    await tabTo(page, page.getByRole('link', { name: 'Back to my account' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /^\/customer-portal\/account-overview\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await expectFocusOnNewContent(page);
    await page.getByText('ending in 4444').first().waitFor();
  });
});
