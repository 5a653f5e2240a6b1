import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { partClassName, type StowlyPart, useStowlyTheme } from '../../theme/StowlyThemeProvider';
import { Pagination } from '../Pagination';

/** A column of a {@link PortalTable}. */
export interface PortalTableColumn {
  /** A key unique in the table. */
  id: string;
  /** The column header text. */
  name: string;
}

/** Props of {@link PortalTable}. */
export interface PortalTableProps<TRow extends { id: number }> {
  /** The part of the component's root `section`, such as `BookingsTable`. */
  part: StowlyPart;
  /** Written to the section's `data-variant`, such as `open`. */
  variant?: string;
  /** The heading, which also names the table. */
  title: string;
  /** A line under the heading, such as what the list is for. */
  description?: string;
  /** The heading level. */
  headingLevel: 2 | 3 | 4 | 5 | 6;
  /** The columns; the first one holds the row headers. */
  columns: readonly PortalTableColumn[];
  /** The rows of the current page. */
  rows: readonly TRow[];
  /** The cells of a row, one `<Cell>` per column (see {@link PortalCell}). */
  renderRow: (row: TRow) => ReactNode;
  /** Whether a row needs attention (an overdue invoice): it gets `data-highlighted`. */
  isHighlighted?: (row: TRow) => boolean;
  /** Shown in the table when there are no rows and nothing is loading. */
  emptyText: string;
  /** Shown while loading; also in the table while there are no rows yet. */
  loadingText: string;
  /** Whether a page is loading. */
  isLoading: boolean;
  /** The page shown. */
  page: number;
  /** The last page. */
  lastPage: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** Rendered after the table and its pagination, such as a form. */
  children?: ReactNode;
}

/**
 * The frame of the portal's server-paged tables: a section named by its heading, a status line
 * for loading, a react-aria Table (keyboard grid navigation, column and row headers) with an empty
 * state, and a {@link Pagination} named after the heading.
 */
export function PortalTable<TRow extends { id: number }>(props: PortalTableProps<TRow>): ReactNode {
  const { title, columns, rows, isLoading } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const headingId = useId();
  const Heading = `h${props.headingLevel}` as const;
  return (
    <section
      className={partClassName(props.part, elements)}
      aria-labelledby={headingId}
      data-variant={props.variant}
      aria-busy={isLoading || undefined}
      data-loading={isLoading || undefined}
    >
      <Heading id={headingId} className={partClassName('PortalTableTitle', elements)}>
        {title}
      </Heading>
      {props.description ? (
        <p className={partClassName('PortalTableDescription', elements)}>{props.description}</p>
      ) : null}
      <p className={partClassName('PortalTableStatus', elements)} role="status">
        {isLoading ? props.loadingText : null}
      </p>
      <div className={partClassName('PortalTableScroll', elements)}>
        <Table className={partClassName('PortalTable', elements)} aria-labelledby={headingId}>
          <TableHeader className={partClassName('PortalTableHeader', elements)}>
            {columns.map((column, index) => (
              <Column
                key={column.id}
                id={column.id}
                isRowHeader={index === 0}
                className={partClassName('PortalTableColumn', elements)}
              >
                {column.name}
              </Column>
            ))}
          </TableHeader>
          <TableBody
            className={partClassName('PortalTableBody', elements)}
            renderEmptyState={() => (
              <span className={partClassName('PortalTableEmpty', elements)}>
                {isLoading ? props.loadingText : props.emptyText}
              </span>
            )}
          >
            {rows.map((row) => (
              <Row
                key={row.id}
                id={row.id}
                className={partClassName('PortalTableRow', elements)}
                data-highlighted={props.isHighlighted?.(row) || undefined}
              >
                {props.renderRow(row)}
              </Row>
            ))}
          </TableBody>
        </Table>
      </div>
      <Pagination
        page={props.page}
        lastPage={props.lastPage}
        onPageChange={props.onPageChange}
        aria-label={t('ui.portal.pagination.labelFor', { list: title })}
      />
      {props.children}
    </section>
  );
}

/** Props of {@link PortalCell}. */
export interface PortalCellProps {
  /** The cell content. */
  children?: ReactNode;
}

/** A cell of a {@link PortalTable} with the `stowly-PortalTableCell` part. */
export function PortalCell({ children }: PortalCellProps): ReactNode {
  const { elements } = useStowlyTheme();
  return <Cell className={partClassName('PortalTableCell', elements)}>{children}</Cell>;
}

/** Props of {@link PortalStatusBadge}. */
export interface PortalStatusBadgeProps {
  /** The machine status, written to `data-status` for styling. */
  status: string;
  /** The status in words. */
  children: ReactNode;
}

/** A status in words (never colour alone), with `data-status` for styling: `stowly-PortalStatus`. */
export function PortalStatusBadge({ status, children }: PortalStatusBadgeProps): ReactNode {
  const { elements } = useStowlyTheme();
  return (
    <span className={partClassName('PortalStatus', elements)} data-status={status}>
      {children}
    </span>
  );
}
