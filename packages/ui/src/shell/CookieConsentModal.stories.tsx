import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookieConsentModal } from './CookieConsentModal';
import { LanguageSwitcher } from './LanguageSwitcher';

const languages = [
  { id: 'en', name: 'English' },
  { id: 'de', name: 'Deutsch' },
  { id: 'sv', name: 'Svenska' },
];

const meta = {
  title: 'Shell/CookieConsentModal',
  component: CookieConsentModal,
  args: {
    isOpen: true,
    cookiePolicyUrl: 'https://nordbox.example/cookies',
    languageSwitcher: <LanguageSwitcher languages={languages} value="en" onChange={fn()} />,
    onSaveSelected: fn(),
    onAcceptAll: fn(),
  },
} satisfies Meta<typeof CookieConsentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first visit: necessary locked on, marketing off, the policy link and the language switcher. */
export const FirstVisit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Cookie settings' });
    const necessary = within(dialog).getByRole('checkbox', { name: 'Necessary cookies' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(within(dialog).getByRole('link', { name: 'Cookie policy' })).toBeInTheDocument();
  },
};

/** No cookie policy is configured, and no language switcher: no link. */
export const WithoutCookiePolicy: Story = {
  args: { cookiePolicyUrl: null, languageSwitcher: undefined },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Cookie settings' });
    await expect(within(dialog).queryByRole('link')).toBeNull();
  },
};

/** Persistent: Escape does not close it; choosing marketing and saving reports the choice. */
export const SaveSelection: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Cookie settings' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Marketing cookies' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save selection' }));
    await expect(args.onSaveSelected).toHaveBeenCalledWith({ marketing: true });
  },
};

/** The CityStash theme in German. */
export const CityStashGerman: Story = {
  args: { languageSwitcher: <LanguageSwitcher languages={languages} value="de" onChange={fn()} /> },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alle akzeptieren' }));
    await expect(args.onAcceptAll).toHaveBeenCalled();
  },
};
