import { describe, expect, it } from 'vitest';
import { chooseMoveInDate, dayFromToday, longDate, tick } from './support/bookingSteps';
import { expectNoAxeViolations } from './support/expectNoAxeViolations';
import { useBrowser } from './support/useBrowser';

describe('a sold-out unit type', () => {
  const { openPage } = useBrowser();

  it('leads to the not-available page for the chosen date, with the other unit types (mobile)', async () => {
    const { page, apiRequests } = await openPage('/1/unit-type/104?lang=en', { viewport: 'mobile' });
    await page.waitForURL((url) => url.pathname === '/1/unit-type/104/options');
    await page.getByRole('heading', { level: 1, name: 'Options for Drive-up garage 15 m²' }).waitFor();

    const moveInDate = dayFromToday(1, 4);
    await chooseMoveInDate(page, moveInDate, 'en');

    await page.waitForURL((url) => url.pathname === `/1/unit-type/104/options/not-available/${moveInDate}`);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    expect(apiRequests()).toContain(`/v1/unit-type/104/available-unit?moveIn=${moveInDate}`);
    await page.getByRole('heading', { level: 1, name: 'Not available on this date' }).waitFor();
    await page
      .getByText(`Unfortunately, Drive-up garage 15 m² is not available from ${longDate(moveInDate, 'en')}.`)
      .waitFor();
    const alternatives = page.getByRole('region', { name: 'Other storage units at this location' });
    await alternatives.getByRole('button', { name: 'Select Locker S' }).waitFor();
    expect(await alternatives.getByRole('article', { name: 'Drive-up garage 15 m²' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // Another unit type keeps the date.
    await alternatives.getByRole('button', { name: 'Select Storage room 5 m²' }).click();
    await page.waitForURL((url) => url.pathname === '/1/unit-type/102/options');
    const day = page.getByRole('group', { name: 'Move-in date' }).getByRole('spinbutton', { name: /^day/ });
    await expect.poll(() => day.getAttribute('aria-valuenow')).toBe(String(Number(moveInDate.slice(8))));
  });

  it('offers interest registration on the sold-out card instead of a dead end', async () => {
    const { page, requests } = await openPage('/1?lang=en');
    // The sold-out state and the way on are on the unit type's own card, with its description.
    const card = page.getByRole('article', { name: 'Drive-up garage 15 m²' });
    const soldOut = card.getByRole('button', { name: 'Sold out Drive-up garage 15 m²' });
    await soldOut.waitFor();
    expect(await soldOut.isDisabled()).toBe(true);
    expect(await card.textContent()).toContain('Drive up and unload straight into your unit.');
    expect(await card.getByRole('list', { name: 'Features' }).textContent()).toContain(
      'Drive up to the door',
    );

    const open = card.getByRole('button', { name: 'Register interest in Drive-up garage 15 m²' });
    await open.click();
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    const form = card.getByRole('form', { name: 'Your interest in Drive-up garage 15 m²' });
    await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Robin');
    await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Example');
    await form
      .getByRole('textbox', { name: 'Email address', exact: true })
      .fill(`interest-${Date.now()}@example.com`);
    await form.getByRole('textbox', { name: 'Country code', exact: true }).fill('+46');
    await form.getByRole('textbox', { name: 'Phone number', exact: true }).fill('701234567');
    if ((await form.getByRole('group', { name: 'Move-in date' }).count()) > 0) {
      await chooseMoveInDate(page, dayFromToday(1, 20), 'en');
    }
    await tick(form.getByRole('checkbox', { name: 'Contact me when a unit of this type becomes free' }));
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Send registration' }).click();

    await page
      .getByRole('status')
      .filter({ hasText: 'Thank you! We will contact you as soon as a unit of this type becomes free.' })
      .waitFor();
    expect(
      requests.filter((url) => new URL(url).pathname === '/v1/unit-type/104/interest-registration'),
    ).toHaveLength(1);
  });
});
