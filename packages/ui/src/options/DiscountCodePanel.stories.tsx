import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DiscountCodePanel, type DiscountCodePanelProps } from './DiscountCodePanel';

/**
 * The panel driven like `useDiscountPanel()` drives it: the form opens, typing clears the error,
 * and applying checks the code for a moment; "SPRING25" is accepted, anything else rejected.
 */
function Simulated(args: DiscountCodePanelProps) {
  const [state, setState] = useState({
    panel: args.panel,
    input: args.input,
    error: args.error,
    validating: args.validating,
    appliedCode: args.appliedCode,
  });
  return (
    <DiscountCodePanel
      {...args}
      {...state}
      canApply={undefined}
      openForm={() => {
        setState((current) => ({ ...current, panel: 'form' }));
        args.openForm();
      }}
      setInput={(input) => {
        setState((current) => ({ ...current, input, error: null }));
        args.setInput(input);
      }}
      apply={() => {
        setState((current) => ({ ...current, validating: true }));
        args.apply();
        setTimeout(() => {
          setState((current) =>
            current.input.trim() === 'SPRING25'
              ? { panel: 'has-code', input: '', error: null, validating: false, appliedCode: 'SPRING25' }
              : { ...current, validating: false, error: 'formValidation.discountCode' },
          );
        }, 300);
      }}
      reset={() => {
        setState({ panel: 'no-code', input: '', error: null, validating: false, appliedCode: null });
        args.reset();
      }}
    />
  );
}

const meta = {
  title: 'Options/DiscountCodePanel',
  component: DiscountCodePanel,
  args: {
    panel: 'no-code',
    input: '',
    error: null,
    validating: false,
    appliedCode: null,
    openForm: fn(),
    setInput: fn(),
    apply: fn(),
    reset: fn(),
  },
  render: (args) => <Simulated {...args} />,
} satisfies Meta<typeof DiscountCodePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No code: the "I have a discount code" button. */
export const NoCode: Story = {};

/** The form, empty: no apply button yet. */
export const FormEmpty: Story = { args: { panel: 'form' } };

/** The form with a code typed: the apply button shows. */
export const FormWithCode: Story = { args: { panel: 'form', input: 'SPRING25' } };

/** The code is being checked. */
export const Checking: Story = { args: { panel: 'form', input: 'SPRING25', validating: true } };

/** The server rejected the code. */
export const Rejected: Story = {
  args: { panel: 'form', input: 'WINTER', error: 'formValidation.discountCode' },
};

/** A code is applied. */
export const HasCode: Story = { args: { panel: 'has-code', appliedCode: 'SPRING25' } };

/** The whole path from the keyboard: open, type, apply, then the applied code has focus. */
export const ApplyFromTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'I have a discount code' }));
    await expect(canvas.getByRole('textbox', { name: 'Discount code' })).toHaveFocus();
    await userEvent.keyboard('SPRING25{Enter}');
    await expect(args.apply).toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByText('Discount code SPRING25 applied')).toHaveFocus());
  },
};

/** CityStash's theme, in German, with a rejected code. */
export const CityStashGerman: Story = {
  args: { panel: 'form', input: 'WINTER', error: 'formValidation.discountCode' },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Rabattcode' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Dieser Rabattcode ist ungültig.')).toBeInTheDocument();
  },
};
