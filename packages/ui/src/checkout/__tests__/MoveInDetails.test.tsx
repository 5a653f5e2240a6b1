// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { MoveInDetails, type MoveInDetailsData } from '../MoveInDetails';

afterEach(cleanup);

const facts: MoveInDetailsData = {
  unitName: 'A-104',
  moveInDate: '2026-03-01',
  locationName: 'Nordbox <b>Kungsholmen</b>',
  address: { street: 'Fleminggatan 41', postalCode: '112 32', city: 'Stockholm', countryCode: 'SE' },
  mapUrl: 'https://www.openstreetmap.org/search?query=Fleminggatan%2041',
  accessHours: [
    { weekdays: [1, 2, 3, 4, 5], opens: '06:00', closes: '23:00' },
    { weekdays: [6, 7], opens: '08:00', closes: '20:00' },
  ],
};

/** Each term of the list with its value's text. */
function rows(): [string, string][] {
  return [...document.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);
}

describe('<MoveInDetails>', () => {
  it('success page: unit, date, address as text, map link in a new tab, access hours, and sign-in for the gate code', async () => {
    const { container } = await renderWithStowly(
      <MoveInDetails details={facts} signInHref="/customer-portal/account-overview/1" locale="en-GB" />,
    );
    const section = screen.getByRole('region', { name: 'Move-in details' });
    expect(rows()).toEqual([
      ['Unit', 'A-104'],
      ['Move-in date', '1 March 2026'],
      ['Address', 'Nordbox <b>Kungsholmen</b>Fleminggatan 41112 32 StockholmSwedenShow on map'],
      ['Access hours', 'Mon–Fri 06:00–23:00Sat, Sun 08:00–20:00'],
      ['Gate code', 'Sign in to see your gate code'],
    ]);
    expect(section.querySelector('b')).toBeNull();
    const map = screen.getByRole('link', {
      name: 'Show on map: Nordbox <b>Kungsholmen</b> (opens in a new tab)',
    });
    expect(map.getAttribute('href')).toBe(facts.mapUrl);
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Sign in to see your gate code' }).getAttribute('href')).toBe(
      '/customer-portal/account-overview/1',
    );
    expect(within(section).queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("portal: the owner's gate code, or why it is withheld; never a map link that is not https", async () => {
    const { rerenderWithStowly: rerender } = await renderWithStowly(
      <MoveInDetails
        details={{ ...facts, gateAccess: { status: 'available', code: '2580' } }}
        locale="en-GB"
      />,
    );
    expect(rows().at(-1)).toEqual(['Gate code', '2580']);
    rerender(
      <MoveInDetails
        details={{
          ...facts,
          mapUrl: 'javascript:alert(1)',
          gateAccess: { status: 'withheld-until-id-check', code: null },
        }}
        locale="en-GB"
      />,
    );
    expect(rows().at(-1)).toEqual(['Gate code', 'Shown here once your identity check has passed.']);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('the calendar button is busy while the file downloads and says when it failed; close calls back', async () => {
    const user = userEvent.setup();
    let fail: () => void = () => {};
    const onDownloadCalendar = vi.fn(
      () => new Promise<void>((_, reject) => (fail = () => reject(new Error('x')))),
    );
    const onClose = vi.fn();
    const { container } = await renderWithStowly(
      <MoveInDetails details={facts} onDownloadCalendar={onDownloadCalendar} onClose={onClose} />,
      { language: 'sv' },
    );
    const button = screen.getByRole('button', { name: 'Lägg till inflyttningsdagen i kalendern (.ics)' });
    await user.click(button);
    expect(onDownloadCalendar).toHaveBeenCalledOnce();
    expect(button.hasAttribute('data-pending')).toBe(true);
    fail();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Kalenderfilen kunde inte laddas ner. Försök igen.',
    );
    expect(rows()[3]).toEqual(['Öppettider', 'mån–fre 06:00–23:00lör, sön 08:00–20:00']);
    await user.click(screen.getByRole('button', { name: 'Stäng information inför inflyttning' }));
    expect(onClose).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });
});
