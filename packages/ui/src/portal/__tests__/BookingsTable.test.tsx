// @vitest-environment jsdom
import { PORTAL_BOOKINGS_PAGE_SIZE } from '@stowly/booking';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { BookingsTable } from '../BookingsTable';
import { sampleBookings } from '../internal/portalSampleData';

afterEach(cleanup);

const nbsp = '\u00a0';
const firstPage = sampleBookings.slice(0, PORTAL_BOOKINGS_PAGE_SIZE);

/** The text of every cell of the body rows, row by row. */
function bodyRows(): string[][] {
  const [, ...rows] = screen.getAllByRole('row');
  return rows.map((row) =>
    [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map((cell) => cell.textContent ?? ''),
  );
}

describe('<BookingsTable>', () => {
  it('is a table named "Bookings" with column headers and the unit as row header', async () => {
    const { container } = await renderWithStowly(
      <BookingsTable bookings={firstPage} lastPage={2} onCancel={() => {}} locale="en-GB" />,
    );
    const table = screen.getByRole('grid', { name: 'Bookings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Unit', 'Unit type', 'Move-in date', 'Billing plan', 'Booking status', 'Cancellation']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['A-101', 'B-204', 'C-012', 'A-007', 'D-301']);
    expect(bodyRows().slice(0, 3)).toEqual([
      [
        'A-101',
        'Small unit · 5 m²',
        '1 Mar 2026',
        `Monthly, no minimumSEK${nbsp}1,200.00 per month`,
        'Active',
        'Cancel booking',
      ],
      [
        'B-204',
        'Medium unit · 10 m²',
        '15 Jun 2026',
        `WeeklySEK${nbsp}349.50 per week`,
        'Upcoming',
        'Cancel booking',
      ],
      [
        'C-012',
        'Garage · 15 m²',
        '1 Nov 2025',
        `Monthly, no minimumSEK${nbsp}2,490.00 per month`,
        'CancelledLast day: 30 Apr 2026',
        '',
      ],
    ]);
    expect(container.querySelector('[data-status="cancelled"]')?.textContent).toBe('Cancelled');
    await expectNoAxeViolations(container);
  });

  it('offers "Cancel booking" only on cancellable bookings and hands the booking to onCancel', async () => {
    const onCancel = vi.fn();
    await renderWithStowly(<BookingsTable bookings={firstPage} onCancel={onCancel} locale="en-GB" />);
    const buttons = screen.getAllByRole('button', { name: /^Cancel booking/ });
    expect(buttons.map((button) => button.textContent)).toEqual(['Cancel booking', 'Cancel booking']);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking B-204' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledWith(sampleBookings[1]);
  });

  it('reaches the cancel button with the keyboard: Tab into the grid, arrows along the row, Enter', async () => {
    const onCancel = vi.fn();
    await renderWithStowly(<BookingsTable bookings={firstPage} onCancel={onCancel} locale="en-GB" />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getAllByRole('row')[1]);
    await user.keyboard('{ArrowRight}'.repeat(6));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel booking A-101' }));
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledWith(sampleBookings[0]);
  }, 30_000);

  it('offers "Withdraw cancellation" on a cancelled booking before its last day, confirmed in an alertdialog', async () => {
    let finish: () => void = () => {};
    const onWithdraw = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { container } = await renderWithStowly(
      <BookingsTable
        bookings={firstPage}
        onCancel={() => {}}
        onWithdrawCancellation={onWithdraw}
        locale="en-GB"
      />,
    );
    // Only C-012 (cancelled, last day ahead) has it; its last day shows beside the status.
    expect(
      screen.getAllByRole('button', { name: /^Withdraw cancellation/ }).map((b) => b.textContent),
    ).toEqual(['Withdraw cancellation']);
    expect(screen.getByRole('row', { name: /C-012/ }).textContent).toContain('Last day: 30 Apr 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw cancellation C-012' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Withdraw the cancellation of booking C-012?',
    });
    expect(dialog.textContent).toContain('Your rental then continues after 30 Apr 2026 as before');
    await expectNoAxeViolations(container.ownerDocument.body);

    // "Keep cancellation" closes without a call.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep cancellation' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onWithdraw).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw cancellation C-012' }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Withdraw cancellation' }));
    expect(onWithdraw).toHaveBeenCalledWith(sampleBookings[2]);
    expect(within(again).getByRole('button', { name: 'Withdrawing…' })).toBeTruthy();
    finish();
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows why a withdrawal failed and keeps the dialog open: the last day has come, or any other failure', async () => {
    const onWithdraw = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('Conflict'), { code: 'not-withdrawable' }))
      .mockRejectedValueOnce(new Error('offline'));
    await renderWithStowly(
      <BookingsTable bookings={firstPage} onWithdrawCancellation={onWithdraw} locale="en-GB" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw cancellation C-012' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw cancellation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The last day has come: the cancellation can no longer be withdrawn.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw cancellation' }));
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'The cancellation could not be withdrawn. Please try again.',
      ),
    );
    // Without onCancel there is no "Cancel booking", but the column stays for the withdrawal.
    expect(screen.queryByRole('button', { name: /^Cancel booking/ })).toBeNull();
  });

  it('has no cancellation column without onCancel', async () => {
    await renderWithStowly(<BookingsTable bookings={firstPage} locale="en-GB" />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /Cancel booking/ })).toBeNull();
  });

  it('pages on the server: shows "Page 1 of 2" and asks for page 2', async () => {
    const onPageChange = vi.fn();
    const { rerenderWithStowly } = await renderWithStowly(
      <BookingsTable bookings={firstPage} page={1} lastPage={2} onPageChange={onPageChange} locale="en-GB" />,
    );
    const nav = screen.getByRole('navigation', { name: 'Bookings: pages' });
    expect(within(nav).getByRole('status').textContent).toBe('Page 1 of 2');
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);

    rerenderWithStowly(
      <BookingsTable
        bookings={sampleBookings.slice(PORTAL_BOOKINGS_PAGE_SIZE)}
        page={2}
        lastPage={2}
        onPageChange={onPageChange}
        locale="en-GB"
      />,
    );
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['D-302', 'E-001']);
    expect(within(nav).getByRole('status').textContent).toBe('Page 2 of 2');
  });

  it('says so when there are no bookings, and has no pagination', async () => {
    const { container } = await renderWithStowly(<BookingsTable bookings={[]} onCancel={() => {}} />);
    expect(bodyRows()).toEqual([['You have no bookings at this location.']]);
    expect(screen.queryByRole('navigation')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('loading: marks the section busy and says the bookings are loading', async () => {
    const { container, rerenderWithStowly } = await renderWithStowly(
      <BookingsTable bookings={[]} isLoading />,
    );
    const section = screen.getByRole('region', { name: 'Bookings' });
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(within(section).getByRole('status').textContent).toBe('Loading bookings…');
    expect(bodyRows()).toEqual([['Loading bookings…']]);
    await expectNoAxeViolations(container);

    rerenderWithStowly(<BookingsTable bookings={firstPage} />);
    expect(section.hasAttribute('aria-busy')).toBe(false);
    expect(within(section).getByRole('status').textContent).toBe('');
  });

  it('speaks German with Austrian dates and euros', async () => {
    const euro = firstPage.map((booking) => ({ ...booking, currency: 'EUR' }));
    const { container } = await renderWithStowly(
      <BookingsTable bookings={euro} lastPage={2} onCancel={() => {}} locale="de-AT" />,
      { language: 'de' },
    );
    const table = screen.getByRole('grid', { name: 'Buchungen' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Abteil', 'Abteiltyp', 'Einzugsdatum', 'Tarif', 'Buchungsstatus', 'Kündigung']);
    expect(bodyRows()[0]).toEqual([
      'A-101',
      'Small unit · 5 m²',
      '01.03.2026',
      `Monthly, no minimum€${nbsp}1.200,00 pro Monat`,
      'Aktiv',
      'Buchung kündigen',
    ]);
    expect(bodyRows()[2]?.[4]).toBe('GekündigtLetzter Tag: 30.04.2026');
    expect(screen.getByRole('button', { name: 'Buchung kündigen A-101' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Buchungen: Seiten' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("offers each booking's signed rental contract, named with its unit and size, for read-only lists too", async () => {
    const user = userEvent.setup();
    const onDownloadContract = vi.fn(() => Promise.resolve());
    const { container } = await renderWithStowly(
      <BookingsTable bookings={firstPage} onDownloadContract={onDownloadContract} locale="sv-SE" />,
      { language: 'sv' },
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toContain('Hyresavtal');
    const buttons = screen.getAllByRole('button', { name: /^Ladda ner hyresavtalet/ });
    expect(buttons).toHaveLength(firstPage.length);
    await user.click(
      screen.getByRole('button', { name: 'Ladda ner hyresavtalet för förråd A-101 (PDF, 53 kB)' }),
    );
    expect(onDownloadContract).toHaveBeenCalledWith(firstPage[0]);
    // Without cancellation callbacks (a manager's read-only view) there is still no cancellation column.
    expect(screen.queryByRole('columnheader', { name: 'Uppsägning' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('offers "Move-in details" per booking, named by its unit, and hands the booking to onShowMoveIn', async () => {
    const user = userEvent.setup();
    const onShowMoveIn = vi.fn();
    await renderWithStowly(<BookingsTable bookings={firstPage} onShowMoveIn={onShowMoveIn} locale="en-GB" />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toContain('Move-in');
    await user.click(screen.getByRole('button', { name: 'Move-in details A-101' }));
    expect(onShowMoveIn).toHaveBeenCalledWith(firstPage[0]);
  });
});
