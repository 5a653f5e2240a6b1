import { createFormatters } from '@stowly/booking';
import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';
import { Link } from '../Link';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';
import { DocumentDownload, formatFileSize } from './internal/DocumentDownload';
import { PortalCell, PortalStatusBadge, PortalTable, type PortalTableColumn } from './internal/PortalTable';

/** The status of an invoice: `open` and `overdue` still have an amount due. */
export type InvoiceStatus = 'open' | 'paid' | 'overdue' | 'void';

/**
 * One invoice as `GET /customer-portal/invoice/{locationId}` returns it (`Invoice`); pass the API
 * objects as they are. Ids are the API's integers.
 */
export interface InvoiceData {
  /** The invoice id (integer). */
  id: number;
  /** The number printed on the invoice, such as `INV-2026-00042`: the row header. */
  number: string;
  /** The issue day, `YYYY-MM-DD`. */
  issueDate: string;
  /** The day payment is due, `YYYY-MM-DD`. */
  dueDate: string;
  /** Where the invoice stands; `overdue` rows are highlighted. */
  status: InvoiceStatus;
  /** The invoice total with tax, in the currency's major unit. */
  amount: number;
  /** What is still to pay (0 when paid or void), in the currency's major unit. */
  amountDue: number;
  /** The ISO 4217 currency of the amounts, such as `'EUR'`. */
  currency: string;
  /**
   * The invoice's PDF as the API lists it: its size in bytes, named on the download button. Without
   * it the row has no download button.
   */
  document?: { sizeBytes: number } | null;
}

/** Props of {@link InvoiceTable}. */
export interface InvoiceTableProps<TInvoice extends InvoiceData = InvoiceData> {
  /**
   * Which list this is. `open`: the open invoices panel (`openOnly=true`, page size
   * `OPEN_INVOICES_PAGE_SIZE`), showing the amount due and highlighting overdue invoices.
   * `history`: every invoice (page size `INVOICE_HISTORY_PAGE_SIZE`), showing the total.
   */
  variant: 'open' | 'history';
  /** The invoices of the current page: `data` of the API page. */
  invoices: readonly TInvoice[];
  /**
   * The page shown (the API's `page`).
   * @default 1
   */
  page?: number;
  /**
   * The last page (the API's `lastPage`).
   * @default 1
   */
  lastPage?: number;
  /** Called with the page to show; the host loads it. */
  onPageChange?: (page: number) => void;
  /**
   * Whether a page is loading: the table is marked busy and says so.
   * @default false
   */
  isLoading?: boolean;
  /**
   * The download address of an invoice's document, or null when it has none. The booking API's
   * `Invoice` carries no document link, so the host supplies it (its own document route, or a field
   * its API adds); without this prop the table has no download column.
   */
  getDownloadHref?: (invoice: TInvoice) => string | null | undefined;
  /**
   * Where the person pays an invoice that still has an amount due (the host's pay route), or null
   * for one they cannot pay. Without this prop (a manager's read-only view) the table has no
   * payment column.
   */
  getPayHref?: (invoice: TInvoice) => string | null | undefined;
  /**
   * Downloads an invoice's PDF (such as `usePortalDocuments().invoice`) when the person chooses its
   * button, which is named with the invoice number and the PDF's size ("Download invoice
   * INV-2026-00042 (PDF, 38 kB)") and shows in rows with a `document`. Return the download's
   * promise: the button is busy until it settles and says when it failed. With it the table has
   * the document column (buttons instead of `getDownloadHref`'s links).
   */
  onDownloadDocument?: (invoice: TInvoice) => unknown;
  /**
   * The BCP 47 locale for dates and amounts, such as `'de-AT'`.
   * @default the locale of the nearest `I18nProvider`
   */
  locale?: string;
  /**
   * The heading level of the title, to fit the host page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

const NO_PAGE_CHANGE = () => {};

/**
 * A server-paged table of invoices, used twice in the portal: the open invoices (`variant="open"`)
 * and the invoice history (`variant="history"`). Columns: invoice number (the row header), issue
 * date, due date, amount (money by locale and currency), status in words, the invoice's PDF (a
 * download button with its size with `onDownloadDocument`, or a download link with
 * `getDownloadHref`), and a "Pay now" link (named with the invoice number and amount) for an invoice
 * with an amount due when `getPayHref` gives one. Overdue invoices are highlighted and say
 * "Overdue". Shows an empty
 * state, a loading state and previous/next paging. Loads nothing itself.
 *
 * Parts: `stowly-InvoiceTable` (section, `data-variant`; `aria-busy` and `data-loading` while
 * loading), the shared `stowly-PortalTable*` parts (rows of overdue invoices with
 * `data-highlighted`), `stowly-PortalStatus` (`data-status`), `stowly-Link` for download links,
 * `stowly-PortalDocumentDownload` and `stowly-PortalDocumentDownloadError` for download buttons,
 * `stowly-InvoiceTablePay` (a `stowly-Link` that looks like a small `stowly-Button`) to pay, and
 * the `stowly-Pagination` parts.
 */
export function InvoiceTable<TInvoice extends InvoiceData>(props: InvoiceTableProps<TInvoice>): ReactNode {
  const { variant, getDownloadHref, getPayHref, onDownloadDocument } = props;
  const i18n = useTranslation();
  const { t } = i18n;
  const { formatMoney, formatDay, formatNumber } = props.locale ? createFormatters(props.locale) : i18n;
  const { elements } = useStowlyTheme();
  const baseId = useId();
  const isOpen = variant === 'open';

  const columns: PortalTableColumn[] = [
    { id: 'number', name: t('ui.portal.invoiceTable.number') },
    { id: 'issueDate', name: t('ui.portal.invoiceTable.issueDate') },
    { id: 'dueDate', name: t('ui.portal.invoiceTable.dueDate') },
    { id: 'amount', name: t(isOpen ? 'ui.portal.invoiceTable.amountDue' : 'ui.portal.invoiceTable.amount') },
    { id: 'status', name: t('ui.portal.invoiceTable.status') },
  ];
  const hasDocuments = getDownloadHref !== undefined || onDownloadDocument !== undefined;
  if (hasDocuments) columns.push({ id: 'download', name: t('ui.portal.invoiceTable.document') });
  if (getPayHref) columns.push({ id: 'pay', name: t('ui.portal.invoiceTable.payment') });

  return (
    <PortalTable
      part="InvoiceTable"
      variant={variant}
      title={t(isOpen ? 'ui.portal.invoiceTable.openTitle' : 'ui.portal.invoiceTable.historyTitle')}
      headingLevel={props.headingLevel ?? 2}
      columns={columns}
      rows={props.invoices}
      isHighlighted={(invoice) => invoice.status === 'overdue'}
      emptyText={t(isOpen ? 'ui.portal.invoiceTable.openEmpty' : 'ui.portal.invoiceTable.historyEmpty')}
      loadingText={t('ui.portal.invoiceTable.loading')}
      isLoading={props.isLoading ?? false}
      page={props.page ?? 1}
      lastPage={props.lastPage ?? 1}
      onPageChange={props.onPageChange ?? NO_PAGE_CHANGE}
      renderRow={(invoice) => {
        const href = getDownloadHref?.(invoice);
        const amount = formatMoney(isOpen ? invoice.amountDue : invoice.amount, invoice.currency);
        const payHref = invoice.amountDue > 0 ? getPayHref?.(invoice) : null;
        return (
          <>
            <PortalCell>
              <span id={`${baseId}-number-${invoice.id}`}>{invoice.number}</span>
            </PortalCell>
            <PortalCell>{formatDay(invoice.issueDate)}</PortalCell>
            <PortalCell>{formatDay(invoice.dueDate)}</PortalCell>
            <PortalCell>{amount}</PortalCell>
            <PortalCell>
              <PortalStatusBadge status={invoice.status}>
                {t(`ui.portal.invoiceTable.${invoice.status}`)}
              </PortalStatusBadge>
            </PortalCell>
            {hasDocuments ? (
              <PortalCell>
                {onDownloadDocument ? (
                  invoice.document ? (
                    <DocumentDownload
                      label={t('ui.portal.documents.downloadInvoice', {
                        number: invoice.number,
                        size: formatFileSize(invoice.document.sizeBytes, formatNumber),
                      })}
                      size={formatFileSize(invoice.document.sizeBytes, formatNumber)}
                      onDownload={() => onDownloadDocument(invoice)}
                    />
                  ) : null
                ) : href ? (
                  <Link
                    href={href}
                    aria-labelledby={`${baseId}-download-${invoice.id} ${baseId}-number-${invoice.id}`}
                  >
                    <span id={`${baseId}-download-${invoice.id}`}>
                      {t('ui.portal.invoiceTable.download')}
                    </span>
                  </Link>
                ) : null}
              </PortalCell>
            ) : null}
            {getPayHref ? (
              <PortalCell>
                {payHref ? (
                  <Link
                    href={payHref}
                    className={`stowly-Button ${partClassName('InvoiceTablePay', elements)}`}
                    data-variant="primary"
                    data-size="small"
                    aria-label={t('ui.portal.invoiceTable.payLabel', { number: invoice.number, amount })}
                  >
                    {t('ui.portal.invoiceTable.pay')}
                  </Link>
                ) : null}
              </PortalCell>
            ) : null}
          </>
        );
      }}
    />
  );
}
