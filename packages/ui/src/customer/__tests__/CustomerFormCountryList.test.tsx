// @vitest-environment jsdom
/**
 * The customer form's country list is a virtual scroller (spec section 9): out of 250 countries it
 * renders those in the list's view and 200 px on each side, while the keyboard still reaches every
 * country and each option says where it stands in the whole list.
 *
 * jsdom lays nothing out, so the sizes are given as React Aria's own virtualizer tests give them:
 * the list shows 200 px, and each option measures 40 px (5 in view, 5 more in the 200 px below).
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { CustomerForm } from '../CustomerForm';

const LIST_HEIGHT = 200;
const OPTION_HEIGHT = 40;
const BUFFER = 200;
/** What fits in the list's view and the buffer on both sides, and a row touching each edge. */
const MOST_RENDERED = (LIST_HEIGHT + 2 * BUFFER) / OPTION_HEIGHT + 2;

/** 250 countries named Aaland, Abland, … Jpland, in that order. */
const countries = Array.from({ length: 250 }, (_, index) => {
  const name = `${String.fromCharCode(65 + Math.floor(index / 26))}${String.fromCharCode(97 + (index % 26))}land`;
  return { id: 1000 + index, name, phonePrefix: `+${100 + index}`, code: name.slice(0, 2).toUpperCase() };
});
const last = countries[249] as (typeof countries)[number];

const sizes: ['clientHeight' | 'clientWidth' | 'scrollHeight', (element: HTMLElement) => number][] = [
  ['clientHeight', () => LIST_HEIGHT],
  ['clientWidth', () => 300],
  ['scrollHeight', () => OPTION_HEIGHT],
];

beforeAll(() => {
  for (const [name, size] of sizes) {
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return size(this);
      },
    });
  }
});

afterAll(() => {
  for (const [name] of sizes) Reflect.deleteProperty(HTMLElement.prototype, name);
});

afterEach(cleanup);

const countryButton = () => screen.getByRole('button', { name: /Country \(required\)$/ });

async function openList() {
  const onChange = vi.fn();
  await renderWithStowly(<CustomerForm countries={countries} onChange={onChange} onSubmit={() => {}} />);
  const user = userEvent.setup();
  act(() => countryButton().focus());
  await user.keyboard('{ArrowDown}');
  // The list is a chunk of its own: the first opening waits for it.
  const listbox = await screen.findByRole('listbox', {}, { timeout: 10_000 });
  return { user, listbox, onChange };
}

describe('<CustomerForm> country list', { timeout: 30_000 }, () => {
  it('renders the options in view and 200 px around them, each knowing its place among all 250', async () => {
    const { listbox } = await openList();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Aaland'));
    const options = within(listbox).getAllByRole('option');
    // The 5 in view and the 5 in the 200 px below (nothing is above the first).
    expect(options.length).toBeGreaterThanOrEqual(10);
    expect(options.length).toBeLessThanOrEqual(MOST_RENDERED);
    expect(options.length).toBeLessThan(countries.length);
    for (const option of options) {
      expect(option.getAttribute('aria-setsize')).toBe('250');
      expect(option.className).toContain('stowly-CustomerFormCountryOption');
    }
    expect(options.map((option) => option.getAttribute('aria-posinset'))).toEqual(
      options.map((_, index) => String(index + 1)),
    );
    expect(listbox.closest('.stowly-CustomerFormCountryPopover')).not.toBeNull();
  });

  it('End moves focus to the last country, which is rendered and chosen with Enter', async () => {
    const { user, listbox, onChange } = await openList();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Aaland'));
    await user.keyboard('{End}');
    const lastOption = within(listbox).getByRole('option', { name: last.name });
    await waitFor(() => expect(document.activeElement).toBe(lastOption));
    expect(lastOption.getAttribute('aria-posinset')).toBe('250');
    expect(lastOption.getAttribute('aria-setsize')).toBe('250');
    expect(lastOption.hasAttribute('data-focused')).toBe(true);
    expect(within(listbox).getAllByRole('option').length).toBeLessThan(countries.length);

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      country: { id: last.id },
      phone: { prefix: last.phonePrefix },
    });
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(countryButton()));
    expect(countryButton().textContent).toContain(last.name);

    // Opened again, the chosen country far down the list is rendered, selected and focused.
    await user.keyboard('{ArrowDown}');
    const again = await screen.findByRole('listbox');
    const chosen = within(again).getByRole('option', { name: last.name });
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(chosen));
    expect(within(again).getAllByRole('option').length).toBeLessThan(countries.length);
    // Choosing it again closes the list, as a select does, and changes nothing.
    const calls = onChange.mock.calls.length;
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(calls);
  });

  it('type-ahead reaches a country that was not rendered', async () => {
    const { user, listbox, onChange } = await openList();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Aaland'));
    expect(within(listbox).queryByRole('option', { name: 'Gcland' })).toBeNull();
    await user.keyboard('gc');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Gcland'));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ country: { id: countries.findIndex((c) => c.name === 'Gcland') + 1000 } }),
    );
  });
});
