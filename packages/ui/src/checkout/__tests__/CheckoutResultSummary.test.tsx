// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import type { LinkRendererProps } from '../../theme/StowlyThemeProvider';
import { type CheckoutResultData, CheckoutResultSummary } from '../CheckoutResultSummary';

afterEach(cleanup);

/** A host router's link: marks what it rendered so the test can see it was used. */
function RouterLink(props: LinkRendererProps) {
  return <a {...props} data-router="host" />;
}

const nbsp = '\u00a0';

/** A `CheckoutResult` exactly as the booking API sends it, with the fields the summary does not show. */
const apiResult = {
  basketId: 91,
  bookingId: 1234567,
  customerId: 55,
  invoiceId: 301,
  locationId: 12,
  unitType: { id: 7, name: 'Small unit' },
  unitName: 'A-104',
  moveInDate: '2026-03-01',
  email: 'anna.svensson@example.com',
  currency: 'SEK',
  dueNow: 1373.75,
  recurringAmount: 1500,
};

/** The term and value of every row of the description lists, in order. */
function rows(): string[][] {
  return screen
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('<CheckoutResultSummary>', () => {
  it('shows the confirmation, the booking details and amounts, and a link to the booking in the customer portal', async () => {
    const { container } = await renderWithStowly(
      <CheckoutResultSummary
        result={apiResult}
        locationName="Nordbox Södermalm"
        period="monthly"
        portalHref="/customer-portal/account-overview/12"
        locale="en-GB"
      />,
    );
    const summary = screen.getByRole('region', { name: 'Booking confirmed' });
    expect(screen.getByRole('heading', { level: 2, name: 'Booking confirmed' })).toBeTruthy();
    expect(summary.textContent).toContain('We have sent a confirmation to anna.svensson@example.com.');
    expect(rows()).toEqual([
      // A reference, not a quantity: no digit grouping.
      ['Booking reference', '1234567'],
      ['Storage unit', 'Small unit'],
      ['Unit number', 'A-104'],
      ['Location', 'Nordbox Södermalm'],
      ['Move-in date', '1 March 2026'],
      ['Paid now', `SEK${nbsp}1,373.75`],
      ['Every month', `SEK${nbsp}1,500.00`],
    ]);
    const link = screen.getByRole('link', { name: 'See this booking in your customer portal' });
    expect(link.getAttribute('href')).toBe('/customer-portal/account-overview/12');
    await expectNoAxeViolations(container);
  });

  it('without portalHref (booked without signing in) says the mail holds the link to the portal, and links nowhere', async () => {
    // The API's result for a visitor who was not signed in: no customer id.
    const anonymous = { ...apiResult, customerId: null };
    const { container } = await renderWithStowly(
      <CheckoutResultSummary result={anonymous} locationName="Nordbox" />,
    );
    expect(screen.getByRole('region').textContent).toContain(
      'We have sent a confirmation to anna.svensson@example.com, with a link to open your customer portal.',
    );
    expect(screen.queryByRole('link')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says the same in German', async () => {
    await renderWithStowly(<CheckoutResultSummary result={apiResult} locationName="Wien Mitte" />, {
      language: 'de',
    });
    expect(screen.getByRole('region').textContent).toContain(
      'Wir haben eine Bestätigung an anna.svensson@example.com gesendet, mit einem Link zu Ihrem Kundenportal.',
    );
  });

  it('in German (de-DE) in euros, weekly', async () => {
    const result: CheckoutResultData = { ...apiResult, currency: 'EUR', dueNow: 0, recurringAmount: 28.56 };
    const { container } = await renderWithStowly(
      <CheckoutResultSummary result={result} locationName="Wien Mitte" period="weekly" portalHref="/cp" />,
      { language: 'de' },
    );
    expect(screen.getByRole('heading', { name: 'Buchung bestätigt' })).toBeTruthy();
    expect(screen.getByRole('region').textContent).toContain(
      'Wir haben eine Bestätigung an anna.svensson@example.com gesendet.',
    );
    expect(rows().slice(4)).toEqual([
      ['Einzugsdatum', '1. März 2026'],
      ['Jetzt bezahlt', `0,00${nbsp}€`],
      ['Jede Woche', `28,56${nbsp}€`],
    ]);
    expect(screen.getByRole('link', { name: 'Diese Buchung im Kundenportal ansehen' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('labels the recurring amount "Recurring" when the period is not known', async () => {
    await renderWithStowly(
      <CheckoutResultSummary result={apiResult} locationName="Nordbox" portalHref="/cp" locale="sv-SE" />,
    );
    expect(rows().at(-1)).toEqual(['Recurring', `1${nbsp}500,00${nbsp}kr`]);
    expect(rows()[4]).toEqual(['Move-in date', '1 mars 2026']);
  });

  it('shows a move-in date that is not a calendar day as it is', async () => {
    await renderWithStowly(
      <CheckoutResultSummary
        result={{ ...apiResult, moveInDate: 'soon' }}
        locationName="N"
        portalHref="/cp"
      />,
    );
    expect(rows()[4]).toEqual(['Move-in date', 'soon']);
  });

  it("links to the portal through the host's link renderer and reaches it by keyboard", async () => {
    await renderWithStowly(
      <CheckoutResultSummary
        result={apiResult}
        locationName="N"
        portalHref="/customer-portal/account-overview/12"
        headingLevel={1}
      />,
      { theme: { linkComponent: RouterLink, elements: { CheckoutResultSummaryPortalLink: 'brand-portal' } } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeTruthy();
    await userEvent.setup().tab();
    const link = screen.getByRole('link', { name: 'See this booking in your customer portal' });
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute('data-router')).toBe('host');
    expect(link.className).toBe('stowly-Link stowly-CheckoutResultSummaryPortalLink brand-portal');
  });

  it('renders tenant and customer text as text, never as HTML', async () => {
    await renderWithStowly(
      <CheckoutResultSummary
        result={{ ...apiResult, unitType: { id: 7, name: '<b>Small</b>' }, email: '<img src=x>@example.com' }}
        locationName="<i>N</i>"
        portalHref="/cp"
      />,
    );
    expect(screen.getByText('<b>Small</b>')).toBeTruthy();
    expect(screen.getByText('<i>N</i>')).toBeTruthy();
    expect(screen.getByRole('region').querySelector('b, i, img')).toBeNull();
  });
});
