import type { Meta, StoryObj } from '@storybook/react-vite';
import { INVOICE_HISTORY_PAGE_SIZE } from '@stowly/booking';
import { expect, fn, within } from 'storybook/test';
import { InvoiceTable } from './InvoiceTable';
import { sampleInvoiceHistory, sampleOpenInvoices } from './internal/portalSampleData';

const meta = {
  title: 'Portal/InvoiceTable',
  component: InvoiceTable,
  args: {
    variant: 'open',
    invoices: sampleOpenInvoices,
    page: 1,
    lastPage: 1,
    onPageChange: fn(),
    getDownloadHref: (invoice) => `/documents/invoices/${invoice.id}.pdf`,
  },
} satisfies Meta<typeof InvoiceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open invoices: the amount due, the overdue one highlighted and marked "Overdue". */
export const OpenInvoices: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Open invoices' });
    const overdue = within(table).getByRole('row', { name: /INV-2026-00041/ });
    await expect(overdue).toHaveAttribute('data-highlighted', 'true');
    await expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
  },
};

/** The invoice history: the total and every status, first page of 5 of two. */
export const History: Story = {
  args: {
    variant: 'history',
    invoices: sampleInvoiceHistory.slice(0, INVOICE_HISTORY_PAGE_SIZE),
    lastPage: 2,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Download INV-2026-00040' })).toHaveAttribute(
      'href',
      '/documents/invoices/40.pdf',
    );
    await expect(canvas.getByRole('navigation', { name: 'Invoice history: pages' })).toBeInTheDocument();
  },
};

/** Download buttons (`onDownloadDocument`) named with the invoice and its PDF's size; the second download fails. */
export const DocumentDownloads: Story = {
  args: {
    getDownloadHref: undefined,
    onDownloadDocument: fn((invoice) =>
      invoice.status === 'overdue' ? Promise.reject(new Error('Failed')) : Promise.resolve(),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Download invoice INV-2026-00042 (PDF, 38 kB)' }),
    ).toHaveTextContent('PDF, 38 kB');
  },
};

/** Without download addresses: no download column. */
export const WithoutDownloads: Story = { args: { getDownloadHref: undefined } };

/** Nothing left to pay. */
export const NoOpenInvoices: Story = { args: { invoices: [] } };

/** The history is loading. */
export const Loading: Story = { args: { variant: 'history', invoices: [], isLoading: true } };

/** CityStash's theme, in German, in euros. */
export const CityStashGerman: Story = {
  args: { invoices: sampleOpenInvoices.map((invoice) => ({ ...invoice, currency: 'EUR' })) },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Offene Rechnungen' });
    await expect(within(table).getByText('Überfällig')).toBeInTheDocument();
  },
};
