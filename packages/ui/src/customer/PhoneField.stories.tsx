import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField, type PhoneFieldProps } from './PhoneField';

/** The field with its value kept in state, as a host keeps it. */
function Stateful(args: PhoneFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <PhoneField
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Customer/PhoneField',
  component: PhoneField,
  args: { value: undefined, onChange: fn(), onBlur: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty and required. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Country code' }), '+46');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledWith('prefix');
    await userEvent.keyboard('70');
    await expect(args.onChange).toHaveBeenLastCalledWith({ prefix: '+46', number: '70' });
  },
};

/** A prefix and number filled in. */
export const Filled: Story = { args: { value: { prefix: '+46', number: '701234567' } } };

/** A prefix without the leading plus: the message shows on the prefix. */
export const PrefixError: Story = {
  args: { value: { prefix: '46', number: '701234567' }, prefixError: 'The country code must start with +.' },
};

/** CityStash's theme, in Swedish, with a number that is too short. */
export const CityStashSwedish: Story = {
  args: { value: { prefix: '+46', number: '70' }, numberError: 'Ange ett giltigt telefonnummer.' },
  parameters: { stowly: { tenant: 'citystash', language: 'sv' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Telefonnummer' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
