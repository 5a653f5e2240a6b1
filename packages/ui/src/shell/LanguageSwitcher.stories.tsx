import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher';

/** The switcher with its value kept in state, so picking a language shows on the button. */
function Stateful(args: LanguageSwitcherProps) {
  const [value, setValue] = useState(args.value);
  return (
    <LanguageSwitcher
      {...args}
      value={value}
      onChange={(id) => {
        setValue(id);
        args.onChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Shell/LanguageSwitcher',
  component: LanguageSwitcher,
  args: {
    languages: [
      { id: 'en', name: 'English' },
      { id: 'sv', name: 'Svenska' },
      { id: 'de', name: 'Deutsch' },
      { id: 'fi', name: 'Suomi' },
      { id: 'el', name: 'Ελληνικά' },
    ],
    value: 'en',
    onChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the button shows the current language. */
export const Closed: Story = {};

/** Open: the languages, the current one highlighted and checked. */
export const Open: Story = {
  args: { value: 'sv' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Language Svenska' }));
    const current = await canvas.findByRole('menuitemradio', { name: 'Svenska' });
    await expect(current).toHaveAttribute('aria-checked', 'true');
  },
};

/** Keyboard: Enter opens, arrows move, Enter picks; focus returns to the button. */
export const KeyboardPick: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Language English' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('sv');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Language Svenska' })).toHaveFocus());
  },
};

/** The CityStash theme in German. */
export const CityStashGerman: Story = {
  args: { value: 'de' },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sprache Deutsch' }));
    await expect(await canvas.findByRole('menu', { name: 'Sprache' })).toBeInTheDocument();
  },
};
