// @vitest-environment jsdom
import { INVOICE_HISTORY_PAGE_SIZE } from '@stowly/booking';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import type { LinkRenderer } from '../../theme/StowlyThemeProvider';
import { InvoiceTable } from '../InvoiceTable';
import { sampleInvoiceHistory, sampleOpenInvoices } from '../internal/portalSampleData';

afterEach(cleanup);

const nbsp = '\u00a0';
/** Stands in for the host router's link component. */
const RouterLink: LinkRenderer = (props) => <a data-router="yes" {...props} />;
const [open42, open41] = sampleOpenInvoices as [
  (typeof sampleOpenInvoices)[number],
  (typeof sampleOpenInvoices)[number],
];
const downloadHref = (invoice: { id: number }) => `/documents/invoices/${invoice.id}.pdf`;

function bodyRows(): string[][] {
  const [, ...rows] = screen.getAllByRole('row');
  return rows.map((row) =>
    [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map((cell) => cell.textContent ?? ''),
  );
}

describe('<InvoiceTable>', () => {
  it('open invoices: number as row header, amount due in the currency, overdue highlighted and said in words', async () => {
    const { container } = await renderWithStowly(
      <InvoiceTable
        variant="open"
        invoices={sampleOpenInvoices}
        getDownloadHref={downloadHref}
        locale="sv-SE"
      />,
    );
    const table = screen.getByRole('grid', { name: 'Open invoices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Invoice number', 'Issue date', 'Due date', 'Amount due', 'Invoice status', 'Invoice copy']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['INV-2026-00042', 'INV-2026-00041']);
    expect(bodyRows()).toEqual([
      ['INV-2026-00042', '1 apr. 2026', '15 apr. 2026', `1${nbsp}200,00${nbsp}kr`, 'Open', 'Download'],
      ['INV-2026-00041', '1 mars 2026', '15 mars 2026', `1${nbsp}200,00${nbsp}kr`, 'Overdue', 'Download'],
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.hasAttribute('data-highlighted'))).toEqual([false, true]);
    expect(screen.getByRole('region', { name: 'Open invoices' }).getAttribute('data-variant')).toBe('open');
    await expectNoAxeViolations(container);
  });

  it('links each invoice to its download address, named by its number', async () => {
    await renderWithStowly(
      <InvoiceTable variant="history" invoices={sampleOpenInvoices} getDownloadHref={downloadHref} />,
    );
    const link = screen.getByRole('link', { name: 'Download INV-2026-00041' });
    expect(link.getAttribute('href')).toBe('/documents/invoices/41.pdf');
  });

  it('renders links through the host link renderer, and leaves out the link where there is no address', async () => {
    await renderWithStowly(
      <InvoiceTable
        variant="history"
        invoices={sampleOpenInvoices}
        getDownloadHref={(invoice) => (invoice.status === 'overdue' ? null : downloadHref(invoice))}
      />,
      { theme: { linkComponent: RouterLink } },
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('data-router'))).toEqual(['yes']);
    expect(bodyRows()[1]?.[5]).toBe('');
  });

  it('has no download column without getDownloadHref', async () => {
    await renderWithStowly(<InvoiceTable variant="open" invoices={sampleOpenInvoices} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(5);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('history: the total, every status, and pages of 5', async () => {
    const onPageChange = vi.fn();
    await renderWithStowly(
      <InvoiceTable
        variant="history"
        invoices={sampleInvoiceHistory.slice(0, INVOICE_HISTORY_PAGE_SIZE)}
        page={1}
        lastPage={2}
        onPageChange={onPageChange}
        locale="en-GB"
      />,
    );
    const table = screen.getByRole('grid', { name: 'Invoice history' });
    expect(within(table).getAllByRole('columnheader')[3]?.textContent).toBe('Amount');
    expect(bodyRows().map((row) => row[4])).toEqual(['Open', 'Overdue', 'Paid', 'Paid', 'Void']);
    expect(bodyRows()[2]?.[3]).toBe(`SEK${nbsp}1,200.00`);
    const nav = screen.getByRole('navigation', { name: 'Invoice history: pages' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('says when there are no open invoices, and when there are none at all', async () => {
    const { container, rerenderWithStowly } = await renderWithStowly(
      <InvoiceTable variant="open" invoices={[]} />,
    );
    expect(bodyRows()).toEqual([['You have no open invoices.']]);
    await expectNoAxeViolations(container);
    rerenderWithStowly(<InvoiceTable variant="history" invoices={[]} />);
    expect(bodyRows()).toEqual([['You have no invoices yet.']]);
  });

  it('loading: busy, with a loading message', async () => {
    await renderWithStowly(<InvoiceTable variant="open" invoices={[]} isLoading />);
    const section = screen.getByRole('region', { name: 'Open invoices' });
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(within(section).getByRole('status').textContent).toBe('Loading invoices…');
  });

  it('speaks German', async () => {
    const { container } = await renderWithStowly(
      <InvoiceTable
        variant="open"
        invoices={sampleOpenInvoices.map((invoice) => ({ ...invoice, currency: 'EUR' }))}
        getDownloadHref={downloadHref}
        locale="de-AT"
      />,
      { language: 'de' },
    );
    expect(screen.getByRole('grid', { name: 'Offene Rechnungen' })).toBeTruthy();
    expect(bodyRows()[1]).toEqual([
      'INV-2026-00041',
      '01.03.2026',
      '15.03.2026',
      `€${nbsp}1.200,00`,
      'Überfällig',
      'Herunterladen',
    ]);
    expect(screen.getByRole('link', { name: 'Herunterladen INV-2026-00041' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('offers "Pay now" for each invoice with an amount due, named by its number and amount, and not without getPayHref', async () => {
    const { container } = await renderWithStowly(
      <InvoiceTable
        variant="history"
        invoices={[
          ...sampleOpenInvoices,
          {
            ...(sampleOpenInvoices[0] as (typeof sampleOpenInvoices)[number]),
            id: 7,
            number: 'INV-2026-00007',
            status: 'paid',
            amountDue: 0,
          },
        ]}
        getPayHref={(invoice) => `/pay/${invoice.id}`}
        locale="en-GB"
      />,
    );
    const pay = screen.getAllByRole('link', { name: /^Pay now: invoice / });
    expect(pay.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      [`Pay now: invoice INV-2026-00042, SEK${nbsp}1,200.00`, '/pay/42'],
      [`Pay now: invoice INV-2026-00041, SEK${nbsp}1,200.00`, '/pay/41'],
    ]);
    expect(pay[0]?.textContent).toBe('Pay now');
    expect(screen.getAllByRole('columnheader').at(-1)?.textContent).toBe('Payment');
    await expectNoAxeViolations(container);
    cleanup();
    await renderWithStowly(<InvoiceTable variant="open" invoices={sampleOpenInvoices} />);
    expect(screen.queryByRole('link', { name: /Pay now/ })).toBeNull();
  });

  it('download buttons name the invoice and its PDF size in the language, are busy while loading and say when it failed', async () => {
    const user = userEvent.setup();
    let finish: (ok: boolean) => void = () => {};
    const onDownloadDocument = vi.fn(
      () =>
        new Promise<void>(
          (resolve, reject) => (finish = (ok) => (ok ? resolve() : reject(new Error('500')))),
        ),
    );
    const { container } = await renderWithStowly(
      <InvoiceTable
        variant="open"
        invoices={sampleOpenInvoices}
        onDownloadDocument={onDownloadDocument}
        locale="en-GB"
      />,
    );
    expect(screen.getAllByRole('columnheader').at(-1)?.textContent).toBe('Invoice copy');
    expect(bodyRows()[0]?.[5]).toBe('PDF, 38 kB');
    const button = screen.getByRole('button', { name: 'Download invoice INV-2026-00042 (PDF, 38 kB)' });
    await user.click(button);
    expect(onDownloadDocument).toHaveBeenCalledWith(sampleOpenInvoices[0]);
    expect(button.textContent).toBe('Downloading…');
    expect(button.hasAttribute('data-pending')).toBe(true);
    finish(false);
    expect((await screen.findByRole('alert')).textContent).toBe('The download failed. Please try again.');
    expect(button.textContent).toBe('PDF, 38 kB');
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    // The other row and the table stay usable; a new try clears the message.
    await user.click(screen.getByRole('button', { name: 'Download invoice INV-2026-00041 (PDF, 38 kB)' }));
    finish(true);
    await vi.waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Download invoice/ })).toHaveLength(2),
    );
    await expectNoAxeViolations(container);
  });

  it("formats the size with the language's units, and leaves out the button of an invoice without a document", async () => {
    await renderWithStowly(
      <InvoiceTable
        variant="history"
        invoices={[
          { ...open42, document: { sizeBytes: 1_250_000 } },
          { ...open41, document: null },
        ]}
        onDownloadDocument={() => Promise.resolve()}
        locale="de-AT"
      />,
      { language: 'de' },
    );
    expect(
      screen.getByRole('button', { name: 'Rechnung INV-2026-00042 herunterladen (PDF, 1,3 MB)' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(bodyRows()[1]?.[5]).toBe('');
  });
});
