// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { LanguageSwitcherButton } from '../LanguageSwitcherButton';

afterEach(cleanup);

const languages = [
  { id: 'en', name: 'English' },
  { id: 'sv', name: 'Svenska' },
  { id: 'de', name: 'Deutsch' },
];

describe('<LanguageSwitcher>', () => {
  it('shows the current language on its button and lists the languages with the current one checked', async () => {
    const { container } = await renderWithStowly(
      <LanguageSwitcher languages={languages} value="sv" onChange={() => {}} />,
    );
    const button = screen.getByRole('button', { name: 'Language Svenska' });
    expect(button.textContent).toBe('Svenska');
    expect(button.getAttribute('aria-expanded')).not.toBe('true');

    await userEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Language' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Svenska', 'sv'],
      ['Deutsch', 'de'],
    ]);
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    expect(items[1]?.hasAttribute('data-selected')).toBe(true);
    // The menu portals into the Stowly root, so it keeps the tenant's theme variables.
    expect(menu.closest('.stowly-Root')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('keyboard: Enter opens on the current language, arrows move, Enter picks and focus returns to the button', async () => {
    const onChange = vi.fn();
    await renderWithStowly(<LanguageSwitcher languages={languages} value="sv" onChange={onChange} />);
    const user = userEvent.setup();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Language Svenska' });
    expect(document.activeElement).toBe(button);

    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Svenska'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('English');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Deutsch');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('de');
    await waitFor(() => expect(menu.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('keyboard: Escape closes the menu without a change and returns focus to the button', async () => {
    const onChange = vi.fn();
    await renderWithStowly(<LanguageSwitcher languages={languages} value="en" onChange={onChange} />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Language English' })),
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not report picking the current language again', async () => {
    const onChange = vi.fn();
    await renderWithStowly(<LanguageSwitcher languages={languages} value="sv" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Language Svenska' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Svenska' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Language Svenska' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(onChange).toHaveBeenCalledWith('en');
  });

  it('is labelled "Sprache" in German', async () => {
    await renderWithStowly(<LanguageSwitcher languages={languages} value="de" onChange={() => {}} />, {
      language: 'de',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sprache Deutsch' }));
    expect(await screen.findByRole('menu', { name: 'Sprache' })).toBeTruthy();
  });
});

describe('<LanguageSwitcherButton>', () => {
  it('is named and shows the language as the switcher does, and reports focus and presses (no menu of its own)', async () => {
    const onPress = vi.fn();
    const onFocus = vi.fn();
    await renderWithStowly(
      <LanguageSwitcherButton languages={languages} value="sv" onPress={onPress} onFocus={onFocus} />,
    );
    const user = userEvent.setup();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Language Svenska' });
    expect(document.activeElement).toBe(button);
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(button.querySelector('[lang="sv"]')?.textContent).toBe('Svenska');
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
