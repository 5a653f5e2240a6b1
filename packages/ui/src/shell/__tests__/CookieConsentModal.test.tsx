// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { CookieConsentModal, type CookieConsentModalProps } from '../CookieConsentModal';
import { LanguageSwitcher } from '../LanguageSwitcher';

afterEach(cleanup);

function props(overrides: Partial<CookieConsentModalProps> = {}): CookieConsentModalProps {
  return { isOpen: true, onSaveSelected: vi.fn(), onAcceptAll: vi.fn(), ...overrides };
}

async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

describe('<CookieConsentModal>', () => {
  it('opens with focus inside: title, description, necessary locked on, marketing off, both buttons', async () => {
    const { container } = await renderWithStowly(<CookieConsentModal {...props()} />);
    const dialog = await openDialog();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Cookie settings' })).toBeTruthy();
    expect(dialog.textContent).toContain('We use necessary cookies to make this site work.');

    const necessary = within(dialog).getByRole('checkbox', { name: 'Necessary cookies' }) as HTMLInputElement;
    expect(necessary.checked).toBe(true);
    expect(necessary.disabled).toBe(true);
    expect(necessary.getAttribute('aria-describedby')).toBeTruthy();
    const noteId = necessary.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(noteId)?.textContent).toBe(
      'Always on: the site cannot work without these cookies.',
    );
    const marketing = within(dialog).getByRole('checkbox', { name: 'Marketing cookies' }) as HTMLInputElement;
    expect(marketing.checked).toBe(false);
    expect(marketing.disabled).toBe(false);

    expect(within(dialog).getByRole('button', { name: 'Save selection' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Accept all' })).toBeTruthy();
    // Portalled into the Stowly root, so the dialog keeps the tenant's theme variables.
    expect(dialog.closest('.stowly-Root')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('the locked necessary checkbox cannot be unchecked', async () => {
    await renderWithStowly(<CookieConsentModal {...props()} />);
    const dialog = await openDialog();
    const necessary = within(dialog).getByRole('checkbox', { name: 'Necessary cookies' }) as HTMLInputElement;
    await userEvent.click(necessary);
    await userEvent.click(within(dialog).getByText('Necessary cookies'));
    expect(necessary.checked).toBe(true);
  });

  it('is persistent: Escape and a click outside do not close it, and focus stays inside', async () => {
    const onSaveSelected = vi.fn();
    const onAcceptAll = vi.fn();
    const { container } = await renderWithStowly(
      <CookieConsentModal {...props({ onSaveSelected, onAcceptAll })} />,
    );
    const dialog = await openDialog();
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    await user.click(container.querySelector('.stowly-CookieConsentModal') as HTMLElement);
    await user.click(document.body);
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBe(dialog);
    expect(dialog.isConnected).toBe(true);
    // A click on the backdrop blurs; the focus scope brings focus back into the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(onSaveSelected).not.toHaveBeenCalled();
    expect(onAcceptAll).not.toHaveBeenCalled();
    // A dismissable react-aria modal would offer a hidden "Dismiss" button to screen readers.
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('traps focus: Tab and Shift+Tab cycle through the dialog', async () => {
    await renderWithStowly(
      <>
        <button type="button">Outside</button>
        <CookieConsentModal {...props({ cookiePolicyUrl: '/cookies' })} />
      </>,
    );
    const dialog = await openDialog();
    const user = userEvent.setup();
    const visited = new Set<string>();
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
      const active = document.activeElement as HTMLElement;
      visited.add(active.closest('label')?.textContent || active.textContent || '');
    }
    expect([...visited].sort()).toEqual([
      'Accept all',
      'Cookie policy',
      'Marketing cookies',
      'Save selection',
    ]);
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('links the cookie policy only when a URL is set', async () => {
    const { rerenderWithStowly } = await renderWithStowly(<CookieConsentModal {...props()} />);
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('link')).toBeNull();
    rerenderWithStowly(
      <CookieConsentModal {...props({ cookiePolicyUrl: 'https://nordbox.example/cookies' })} />,
    );
    const link = within(dialog).getByRole('link', { name: 'Cookie policy' });
    expect(link.getAttribute('href')).toBe('https://nordbox.example/cookies');
  });

  it('"Save selection" reports the marketing choice; the keyboard toggles it', async () => {
    const onSaveSelected = vi.fn();
    await renderWithStowly(<CookieConsentModal {...props({ onSaveSelected })} />);
    const dialog = await openDialog();
    const save = within(dialog).getByRole('button', { name: 'Save selection' });
    await userEvent.click(save);
    expect(onSaveSelected).toHaveBeenLastCalledWith({ marketing: false });

    const marketing = within(dialog).getByRole('checkbox', { name: 'Marketing cookies' }) as HTMLInputElement;
    marketing.focus();
    await userEvent.keyboard(' ');
    expect(marketing.checked).toBe(true);
    save.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSaveSelected).toHaveBeenLastCalledWith({ marketing: true });
    expect(onSaveSelected).toHaveBeenCalledTimes(2);
  });

  it('"Accept all" calls onAcceptAll, and a given initial marketing choice is kept', async () => {
    const onAcceptAll = vi.fn();
    const onSaveSelected = vi.fn();
    await renderWithStowly(
      <CookieConsentModal {...props({ onAcceptAll, onSaveSelected, defaultMarketing: true })} />,
    );
    const dialog = await openDialog();
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Marketing cookies' }) as HTMLInputElement).checked,
    ).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept all' }));
    expect(onAcceptAll).toHaveBeenCalledTimes(1);
    expect(onSaveSelected).not.toHaveBeenCalled();
  });

  it('shows nothing while closed, and closes when the host says so', async () => {
    const { rerenderWithStowly } = await renderWithStowly(
      <CookieConsentModal {...props({ isOpen: false })} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerenderWithStowly(<CookieConsentModal {...props()} />);
    await openDialog();
    rerenderWithStowly(<CookieConsentModal {...props({ isOpen: false })} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('holds the language switcher in its header, and speaks German', async () => {
    const onChange = vi.fn();
    const { container } = await renderWithStowly(
      <CookieConsentModal
        {...props({ cookiePolicyUrl: '/cookies' })}
        languageSwitcher={
          <LanguageSwitcher
            languages={[
              { id: 'de', name: 'Deutsch' },
              { id: 'en', name: 'English' },
            ]}
            value="de"
            onChange={onChange}
          />
        }
      />,
      { language: 'de' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    expect(within(dialog).getByRole('checkbox', { name: 'Notwendige Cookies' })).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: 'Marketing-Cookies' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Cookie-Richtlinie' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Auswahl speichern' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Alle akzeptieren' })).toBeTruthy();
    expect(dialog.textContent).toContain(
      'Immer aktiv: Ohne diese Cookies kann die Website nicht funktionieren.',
    );

    const header = container.querySelector('.stowly-CookieConsentModalHeader') as HTMLElement;
    await userEvent.click(within(header).getByRole('button', { name: 'Sprache Deutsch' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(onChange).toHaveBeenCalledWith('en');
    // Picking a language closes the menu, not the consent dialog.
    expect(screen.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBe(dialog);
    await expectNoAxeViolations(container);
  });
});
