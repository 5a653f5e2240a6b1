import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../internal/Button';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** The page shown, starting at 1 (the API's `page`). */
  page: number;
  /** The last page (the API's `lastPage`; 1 when the list is empty). */
  lastPage: number;
  /** Called with the page to show next; the host loads it and passes the new `page`. */
  onPageChange: (page: number) => void;
  /**
   * The accessible name of the navigation landmark; give each one on a page its own.
   * @default "Pages"
   */
  'aria-label'?: string;
}

/**
 * Previous and next buttons for a server-paged list, with "Page 2 of 4" between them, announced
 * politely when it changes. The buttons are disabled at the ends; when the focused button becomes
 * disabled, focus moves to the other one so a keyboard user is not dropped. Renders nothing when
 * there is only one page.
 *
 * Parts: `stowly-Pagination` (a `nav` landmark), `stowly-PaginationPrevious`,
 * `stowly-PaginationNext` (react-aria Button states), `stowly-PaginationStatus`.
 */
export function Pagination(props: PaginationProps): ReactNode {
  const { page, lastPage, onPageChange } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // The button last pressed: when it becomes disabled at an end, its focus moves to the other one.
  const pressed = useRef<'previous' | 'next' | null>(null);
  const isFirst = page <= 1;
  const isLast = page >= lastPage;

  useEffect(() => {
    const focused = document.activeElement;
    // Browsers either keep focus on a button that becomes disabled or drop it to the body.
    const dropped = (button: HTMLButtonElement | null) => focused === button || focused === document.body;
    if (isFirst && pressed.current === 'previous' && dropped(previousRef.current)) nextRef.current?.focus();
    if (isLast && pressed.current === 'next' && dropped(nextRef.current)) previousRef.current?.focus();
  }, [isFirst, isLast]);

  if (lastPage <= 1) return null;
  return (
    <nav
      className={partClassName('Pagination', elements)}
      aria-label={props['aria-label'] ?? t('ui.portal.pagination.label')}
    >
      <Button
        ref={previousRef}
        variant="secondary"
        className={partClassName('PaginationPrevious', elements)}
        isDisabled={isFirst}
        onPress={() => {
          pressed.current = 'previous';
          onPageChange(page - 1);
        }}
      >
        {t('ui.portal.pagination.previous')}
      </Button>
      <p className={partClassName('PaginationStatus', elements)} role="status">
        {t('ui.portal.pagination.status', { page, lastPage })}
      </p>
      <Button
        ref={nextRef}
        variant="secondary"
        className={partClassName('PaginationNext', elements)}
        isDisabled={isLast}
        onPress={() => {
          pressed.current = 'next';
          onPageChange(page + 1);
        }}
      >
        {t('ui.portal.pagination.next')}
      </Button>
    </nav>
  );
}
