// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { Pagination, type PaginationProps } from '../Pagination';

afterEach(cleanup);

/** Stands in for the host: keeps the page and reports every change. */
function PagedHost({ lastPage, onPageChange }: Pick<PaginationProps, 'lastPage' | 'onPageChange'>) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      page={page}
      lastPage={lastPage}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
}

describe('<Pagination>', () => {
  it('is a named navigation landmark saying "Page 2 of 4", with both buttons enabled in the middle', async () => {
    const { container } = await renderWithStowly(
      <Pagination page={2} lastPage={4} onPageChange={() => {}} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('status').textContent).toBe('Page 2 of 4');
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('disables "Previous page" on the first page and "Next page" on the last', async () => {
    const { rerenderWithStowly } = await renderWithStowly(
      <Pagination page={1} lastPage={3} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(false);
    rerenderWithStowly(<Pagination page={3} lastPage={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
  });

  it('pages with the keyboard, calls onPageChange with each page, and keeps focus at the ends', async () => {
    const onPageChange = vi.fn();
    await renderWithStowly(<PagedHost lastPage={3} onPageChange={onPageChange} />);
    const user = userEvent.setup();
    await user.tab();
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(document.activeElement).toBe(next);
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('status').textContent).toBe('Page 2 of 3');
    await user.keyboard(' ');
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('status').textContent).toBe('Page 3 of 3');
    // "Next page" is now disabled: focus moved to "Previous page" instead of being lost.
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(document.activeElement).toBe(previous);
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(onPageChange).toHaveBeenCalledTimes(3);
  });

  it('clicks call onPageChange with the previous and the next page', async () => {
    const onPageChange = vi.fn();
    await renderWithStowly(<Pagination page={2} lastPage={4} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('renders nothing when there is only one page', async () => {
    await renderWithStowly(<Pagination page={1} lastPage={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('takes its own name and speaks German', async () => {
    await renderWithStowly(
      <Pagination page={1} lastPage={2} onPageChange={() => {}} aria-label="Rechnungen: Seiten" />,
      { language: 'de' },
    );
    const nav = screen.getByRole('navigation', { name: 'Rechnungen: Seiten' });
    expect(within(nav).getByRole('status').textContent).toBe('Seite 1 von 2');
    expect(within(nav).getByRole('button', { name: 'Nächste Seite' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Vorherige Seite' })).toBeTruthy();
  });
});
