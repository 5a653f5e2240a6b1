import { getDayOfWeek, parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoveInDatePicker, type MoveInDatePickerProps } from './MoveInDatePicker';

/** The picker with its value kept in state, as the booking flow keeps the move-in date. */
function Stateful(args: MoveInDatePickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <MoveInDatePicker
      {...args}
      value={value}
      onChange={(date) => {
        setValue(date);
        args.onChange(date);
      }}
    />
  );
}

const meta = {
  title: 'Options/MoveInDatePicker',
  component: MoveInDatePicker,
  // A fixed window, so the stories look the same on every day.
  args: { value: '2030-03-12', minDate: '2030-03-10', maxDate: '2030-05-10', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof MoveInDatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A chosen day inside the window. */
export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('group', { name: 'Move-in date' });
    await expect(within(field).getByRole('spinbutton', { name: /^day/ })).toHaveAttribute(
      'aria-valuenow',
      '12',
    );
  },
};

/** The calendar, opened from the button: its popover is a chunk of its own, loaded on demand. */
export const CalendarOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('grid', { name: /March 2030/ })).toBeInTheDocument();
  },
};

/** Nothing chosen yet: placeholder segments. */
export const Empty: Story = { args: { value: null } };

/** A typed day before the window: the minimum-date message, and nothing is reported. */
export const TypedBeforeWindow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('spinbutton', { name: /^day/ }));
    await userEvent.keyboard('05');
    await expect(canvas.getByText('Please choose 10 March 2030 or a later date.')).toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The availability check found no free unit from the chosen day. */
export const UnitNotAvailable: Story = {
  args: { isUnavailable: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'No unit of this type is free from this date. Please choose another date.',
      ),
    ).toBeInTheDocument();
  },
};

/** Sundays cannot be chosen (struck through in the calendar). */
export const ClosedOnSundays: Story = {
  args: { isDateUnavailable: (date: string) => getDayOfWeek(parseDate(date), 'en-US') === 0 },
};

/** Locked until the move-in window is known. */
export const Disabled: Story = { args: { value: null, isDisabled: true } };

/** CityStash's theme, in German: de-DE segments and dates. */
export const CityStashGerman: Story = {
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Einzugsdatum' })).toBeInTheDocument();
    await expect(
      canvas.getByText('Bitte wählen Sie ein Datum zwischen dem 10. März 2030 und dem 10. Mai 2030.'),
    ).toBeInTheDocument();
  },
};
