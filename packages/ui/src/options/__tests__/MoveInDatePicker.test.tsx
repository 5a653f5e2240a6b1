// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { MoveInDatePicker, type MoveInDatePickerProps } from '../MoveInDatePicker';

afterEach(cleanup);

/** A window far from today, so the tests never depend on the clock. */
function props(overrides: Partial<MoveInDatePickerProps> = {}): MoveInDatePickerProps {
  return {
    value: '2030-03-12',
    minDate: '2030-03-10',
    maxDate: '2030-05-10',
    onChange: () => {},
    locale: 'en-GB',
    ...overrides,
  };
}

/** The picker with its value kept in state, as the booking flow keeps it. */
function Stateful() {
  const [value, setValue] = useState<string | null>('2030-03-12');
  return <MoveInDatePicker {...props({ value, onChange: setValue })} />;
}

const field = () => screen.getByRole('group', { name: 'Move-in date' });
const segment = (name: string) => within(field()).getByRole('spinbutton', { name });
const describedText = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

// The calendar popover and axe runs are slow in jsdom; give each test room.
describe('<MoveInDatePicker>', { timeout: 20_000 }, () => {
  it('shows the date in day, month and year segments with the window as description', async () => {
    const { container } = await renderWithStowly(<MoveInDatePicker {...props()} />);
    expect(segment('day, Move-in date').getAttribute('aria-valuenow')).toBe('12');
    expect(segment('month, Move-in date').getAttribute('aria-valuenow')).toBe('3');
    expect(segment('year, Move-in date').getAttribute('aria-valuenow')).toBe('2030');
    expect(screen.getByText('Choose a date from 10 March 2030 to 10 May 2030.')).toBeTruthy();
    expect(describedText(field())).toContain('Choose a date from 10 March 2030 to 10 May 2030.');
    expect(field().closest('.stowly-MoveInDatePicker')?.hasAttribute('data-invalid')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('picks a day in the calendar with the mouse and reports it as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    await renderWithStowly(<MoveInDatePicker {...props({ onChange })} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    const grid = within(dialog).getByRole('grid', { name: /March 2030/ });
    await user.click(within(grid).getByRole('button', { name: /20 March 2030/ }));
    expect(onChange).toHaveBeenCalledWith('2030-03-20');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('disables the days outside the window in the calendar', async () => {
    const onChange = vi.fn();
    await renderWithStowly(<MoveInDatePicker {...props({ onChange })} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    const before = within(dialog).getByRole('button', { name: /, 9 March 2030/ });
    expect(before.getAttribute('aria-disabled')).toBe('true');
    await user.click(before);
    expect(onChange).not.toHaveBeenCalled();
    expect(
      within(dialog)
        .getByRole('button', { name: /, 10 March 2030/ })
        .getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('works from the keyboard: Alt+ArrowDown opens the calendar, arrows move, Enter picks', async () => {
    const onChange = vi.fn();
    const { container } = await renderWithStowly(<MoveInDatePicker {...props({ onChange })} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(segment('day, Move-in date'));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/12 March 2030/);
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/20 March 2030/);
    await expectNoAxeViolations(container.ownerDocument.body);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('2030-03-20');
    // The popover closes and focus returns to the field.
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(field().contains(document.activeElement)).toBe(true));
  });

  it('reports a typed day inside the window', async () => {
    const onChange = vi.fn();
    await renderWithStowly(<MoveInDatePicker {...props({ value: null, onChange })} />);
    const user = userEvent.setup();
    await user.click(segment('day, Move-in date'));
    await user.keyboard('15042030');
    expect(onChange).toHaveBeenCalledWith('2030-04-15');
  });

  it('reports a day typed with the keyboard in sv-SE segment order (year, month, day)', async () => {
    const onChange = vi.fn();
    await renderWithStowly(<MoveInDatePicker {...props({ value: null, onChange, locale: 'sv-SE' })} />);
    const segments = within(field()).getAllByRole('spinbutton');
    expect(segments.map((element) => element.getAttribute('data-type'))).toEqual(['year', 'month', 'day']);
    const user = userEvent.setup();
    await user.click(segments[0] as HTMLElement);
    await user.keyboard('20300415');
    expect(onChange).toHaveBeenCalledWith('2030-04-15');
    expect(segments.map((element) => element.textContent)).toEqual(['2030', '04', '15']);
  });

  it('shows formValidation.minDate for a typed day before the window, and does not report it', async () => {
    const onChange = vi.fn();
    const { container } = await renderWithStowly(<MoveInDatePicker {...props({ onChange })} />);
    const user = userEvent.setup();
    await user.click(segment('day, Move-in date'));
    await user.keyboard('05');
    expect(onChange).not.toHaveBeenCalled();
    const message = 'Please choose 10 March 2030 or a later date.';
    expect(screen.getByText(message)).toBeTruthy();
    expect(field().closest('.stowly-MoveInDatePicker')?.hasAttribute('data-invalid')).toBe(true);
    expect(segment('day, Move-in date').getAttribute('aria-invalid')).toBe('true');
    expect(describedText(segment('day, Move-in date'))).toContain(message);
    await expectNoAxeViolations(container);
  });

  it('shows formValidation.maxDate for a typed day after the window', async () => {
    const onChange = vi.fn();
    await renderWithStowly(<MoveInDatePicker {...props({ onChange })} />);
    const user = userEvent.setup();
    await user.click(segment('month, Move-in date'));
    await user.keyboard('06');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Please choose 10 May 2030 or an earlier date.')).toBeTruthy();
  });

  it('shows the unit as not available on the chosen day', async () => {
    const { container } = await renderWithStowly(<MoveInDatePicker {...props({ isUnavailable: true })} />);
    const message = 'No unit of this type is free from this date. Please choose another date.';
    expect(screen.getByText(message)).toBeTruthy();
    expect(describedText(segment('day, Move-in date'))).toContain(message);
    expect(field().closest('.stowly-MoveInDatePicker')?.hasAttribute('data-invalid')).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('marks unavailable days in the calendar and refuses them when typed', async () => {
    const onChange = vi.fn();
    const isDateUnavailable = (date: string) => date === '2030-03-15';
    await renderWithStowly(<MoveInDatePicker {...props({ onChange, isDateUnavailable })} />);
    const user = userEvent.setup();
    await user.click(segment('day, Move-in date'));
    await user.keyboard('15');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('This date cannot be chosen. Please choose another date.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    const cell = within(dialog).getByRole('button', { name: /15 March 2030/ });
    expect(cell.closest('.stowly-MoveInDatePickerCalendarCell')?.hasAttribute('data-unavailable')).toBe(true);
  });

  it('is disabled when isDisabled', async () => {
    await renderWithStowly(<MoveInDatePicker {...props({ isDisabled: true })} />);
    expect(screen.getByRole('button', { name: /Calendar/ })).toHaveProperty('disabled', true);
    expect(segment('day, Move-in date').getAttribute('aria-disabled')).toBe('true');
  });

  it('speaks German with de-AT dates', async () => {
    const { container } = await renderWithStowly(
      <MoveInDatePicker {...props({ locale: undefined, isUnavailable: true })} />,
      { language: 'de' },
    );
    expect(screen.getByRole('group', { name: 'Einzugsdatum' })).toBeTruthy();
    expect(
      screen.getByText('Bitte wählen Sie ein Datum zwischen dem 10. März 2030 und dem 10. Mai 2030.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Ab diesem Datum ist kein Lagerabteil dieses Typs frei. Bitte wählen Sie ein anderes Datum.',
      ),
    ).toBeTruthy();
    // Segments follow the locale: day, month, year in German order.
    const segments = within(screen.getByRole('group', { name: 'Einzugsdatum' })).getAllByRole('spinbutton');
    expect(segments.map((element) => element.textContent)).toEqual(['12', '3', '2030']);
    expect(screen.getByRole('button', { name: /Kalender/ })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  describe('calendar popover (a lazily loaded chunk)', () => {
    it('renders only the field at first: a named calendar button that opens a dialog', async () => {
      await renderWithStowly(<MoveInDatePicker {...props()} />);
      const button = screen.getByRole('button', { name: 'Calendar Move-in date' });
      expect(button.getAttribute('aria-haspopup')).toBe('dialog');
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(describedText(button)).toContain('Selected Date: 12 March 2030');
      expect(describedText(field())).toContain('Selected Date: 12 March 2030');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('opens from the button once the chunk has loaded; Escape closes it and returns focus to the button', async () => {
      await renderWithStowly(<MoveInDatePicker {...props()} />);
      const user = userEvent.setup();
      const button = screen.getByRole('button', { name: /Calendar/ });
      await user.click(button);
      const dialog = await screen.findByRole('dialog');
      expect(button.getAttribute('aria-expanded')).toBe('true');
      // The rest of the page is hidden from assistive technology while the dialog is open.
      expect(button.closest('.stowly-MoveInDatePicker')?.hasAttribute('data-open')).toBe(true);
      expect(within(dialog).getByRole('grid', { name: /March 2030/ })).toBeTruthy();
      await waitFor(() =>
        expect(document.activeElement?.getAttribute('aria-label')).toMatch(/12 March 2030/),
      );
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(button));
      expect(button.getAttribute('aria-expanded')).toBe('false');
    });

    it('opens from Alt+ArrowDown in a segment; Escape returns focus to the segment', async () => {
      await renderWithStowly(<MoveInDatePicker {...props()} />);
      const user = userEvent.setup();
      await user.click(segment('month, Move-in date'));
      await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(segment('month, Move-in date')));
    });

    it('shows the picked day in the segments and closes', async () => {
      await renderWithStowly(<Stateful />);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: /Calendar/ }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: /, 25 March 2030/ }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(segment('day, Move-in date').getAttribute('aria-valuenow')).toBe('25');
      expect(segment('month, Move-in date').getAttribute('aria-valuenow')).toBe('3');
      // Opening again shows the chosen day, now that the chunk is loaded.
      await user.click(screen.getByRole('button', { name: /Calendar/ }));
      const again = await screen.findByRole('dialog');
      expect(
        within(again)
          .getByRole('button', { name: /25 March 2030/ })
          .closest('.stowly-MoveInDatePickerCalendarCell')
          ?.hasAttribute('data-selected'),
      ).toBe(true);
    });
  });
});
