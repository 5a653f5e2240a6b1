import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completeCheckout, createBasket } from './support/checkoutSteps';
import { expectNoAxeViolations } from './support/expectNoAxeViolations';
import { overviewPath, PORTAL_LOCATIONS, signInFromLoginPage } from './support/portalSteps';
import { useBrowser } from './support/useBrowser';

const { stockholm } = PORTAL_LOCATIONS;

/** Clicks `control` and answers the download it starts, with its bytes. */
async function download(page: Page, control: Locator): Promise<{ download: Download; bytes: Buffer }> {
  const [started] = await Promise.all([page.waitForEvent('download'), control.click()]);
  const path = await started.path();
  return { download: started, bytes: await readFile(path) };
}

describe('move-in details and the portal documents', () => {
  const { origin, openPage } = useBrowser();

  it("a signed-in customer downloads an invoice and a rental contract and sees a booking's gate code", async () => {
    const { page } = await openPage(`${overviewPath(stockholm.id)}?lang=en`);
    await page.waitForURL((url) => url.pathname === '/login');
    await signInFromLoginPage(page);
    const bookings = page.getByRole('grid', { name: 'Bookings' });
    const history = page.getByRole('grid', { name: 'Invoice history' });
    // The lists load with their documents' sizes (the sandbox measures each PDF once).
    await history.getByRole('row').nth(5).waitFor({ timeout: 45_000 });

    // Each invoice's button names its number and the PDF's size, known before the download.
    const invoiceButton = history
      .getByRole('button', { name: /^Download invoice INV-01-\d{5} \(PDF, \d+ kB\)$/ })
      .first();
    const invoice = await download(page, invoiceButton);
    expect(invoice.download.suggestedFilename()).toMatch(/^INV-01-\d{5}\.pdf$/);
    expect(invoice.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const size = /\(PDF, (\d+) kB\)$/.exec((await invoiceButton.getAttribute('aria-label')) ?? '')?.[1];
    expect(Math.round(invoice.bytes.byteLength / 1000)).toBe(Number(size));

    const contractButton = bookings
      .getByRole('button', { name: /^Download the rental contract of unit \S+ \(PDF, \d+ kB\)$/ })
      .first();
    const contract = await download(page, contractButton);
    expect(contract.download.suggestedFilename()).toMatch(/^contract-\d+\.pdf$/);
    expect(contract.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Move-in details of the first booking: its identity was checked, so the gate code shows.
    await bookings
      .getByRole('button', { name: /^Move-in details / })
      .first()
      .click();
    const details = page.getByRole('region', { name: 'Move-in details' });
    await details.getByText('2580', { exact: true }).waitFor();
    await details.getByText('Fleminggatan 41').waitFor();
    const map = details.getByRole('link', { name: /^Show on map: Nordbox Stockholm Kungsholmen/ });
    expect(await map.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=/);
    expect(await map.getAttribute('rel')).toBe('noopener noreferrer');
    const calendar = await download(
      page,
      details.getByRole('button', { name: 'Add move-in day to calendar (.ics)' }),
    );
    expect(calendar.download.suggestedFilename()).toMatch(/^move-in-[A-Za-z0-9-]+\.ics$/);
    const ics = calendar.bytes.toString('utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toContain('2580');
    await expectNoAxeViolations(page);
  });

  it('the success page shows the move-in details at 360 px, without the gate code, with a way to sign in for it', async () => {
    const basketId = await createBasket(origin(), 1);
    const { page } = await openPage(`/1/checkout/${basketId}?lang=en`, { viewport: 'mobile' });
    await completeCheckout(page, 1);
    const details = page.getByRole('region', { name: 'Move-in details' });
    await details.getByText('Fleminggatan 41').waitFor();
    await details.getByText('Mon–Sun 06:00–22:00').waitFor();
    const signIn = details.getByRole('link', { name: 'Sign in to see your gate code' });
    expect(await signIn.getAttribute('href')).toMatch(new RegExp(`^${overviewPath(1)}`));
    expect(await page.content()).not.toContain('2580');
    await expectNoAxeViolations(page);

    const calendar = await download(
      page,
      details.getByRole('button', { name: 'Add move-in day to calendar (.ics)' }),
    );
    const ics = calendar.bytes.toString('utf8');
    expect(ics).toMatch(/\r\nDTSTART;VALUE=DATE:\d{8}\r\n/);
    expect(ics).not.toContain('2580');
  });
});
