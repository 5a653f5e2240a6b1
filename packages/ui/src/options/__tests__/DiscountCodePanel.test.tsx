// @vitest-environment jsdom
import {
  DISCOUNT_CODE_ERROR,
  DISCOUNT_CODE_LIMIT_ERROR,
  DISCOUNT_CODE_REJECTION_ERRORS,
} from '@stowly/booking';
import type { DiscountPanelView } from '@stowly/booking/react';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { DiscountCodePanel, type DiscountCodePanelProps } from '../DiscountCodePanel';

afterEach(cleanup);

type Panel = DiscountCodePanelProps['panel'];

/**
 * Stands in for `useDiscountPanel()`: keeps the typed input like the store does (typing clears
 * the error) and hands every action to the given spies; the test moves the panel between states.
 */
function Panel(props: { panel: Panel; error?: string | null; validating?: boolean; spies: Spies }) {
  const [input, setInput] = useState('');
  return (
    <DiscountCodePanel
      panel={props.panel}
      input={input}
      error={props.error ?? null}
      validating={props.validating ?? false}
      appliedCode={props.panel === 'has-code' ? 'SPRING25' : null}
      openForm={props.spies.openForm}
      setInput={(next) => {
        setInput(next);
        props.spies.setInput(next);
      }}
      apply={props.spies.apply}
      reset={props.spies.reset}
    />
  );
}

type Spies = ReturnType<typeof spies>;
const spies = () => ({ openForm: vi.fn(), setInput: vi.fn(), apply: vi.fn(), reset: vi.fn() });

const field = () => screen.getByRole('textbox', { name: 'Discount code' });

// axe runs are slow in jsdom; give each test room.
describe('<DiscountCodePanel>', { timeout: 20_000 }, () => {
  it('no code: offers "I have a discount code", which opens the form', async () => {
    const actions = spies();
    const { container } = await renderWithStowly(<Panel panel="no-code" spies={actions} />);
    expect(container.querySelector('.stowly-DiscountCodePanel')?.getAttribute('data-panel')).toBe('no-code');
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'I have a discount code' }));
    expect(actions.openForm).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('form: focus moves into the field; Apply shows only once a code is typed; Enter and click apply', async () => {
    const actions = spies();
    const { rerenderWithStowly, container } = await renderWithStowly(
      <Panel panel="no-code" spies={actions} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'I have a discount code' }));
    rerenderWithStowly(<Panel panel="form" spies={actions} />);
    expect(document.activeElement).toBe(field());
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.keyboard('SPRING25');
    expect(actions.setInput).toHaveBeenLastCalledWith('SPRING25');
    expect((field() as HTMLInputElement).value).toBe('SPRING25');
    await user.keyboard('{Enter}');
    expect(actions.apply).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(actions.apply).toHaveBeenCalledTimes(2);
  });

  it('Enter with an empty field does not apply', async () => {
    const actions = spies();
    await renderWithStowly(<Panel panel="form" spies={actions} />);
    field().focus();
    await userEvent.keyboard('{Enter}');
    expect(actions.apply).not.toHaveBeenCalled();
  });

  it('while the code is checked: Apply is pending, the field read-only, and the status says so', async () => {
    const actions = spies();
    const { rerenderWithStowly } = await renderWithStowly(<Panel panel="form" spies={actions} />);
    const user = userEvent.setup();
    await user.click(field());
    await user.keyboard('SPRING25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    rerenderWithStowly(<Panel panel="form" validating spies={actions} />);
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply.getAttribute('aria-disabled')).toBe('true');
    expect(apply.hasAttribute('data-pending')).toBe(true);
    expect(document.activeElement).toBe(apply);
    expect(field().hasAttribute('readonly')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Checking the discount code…');
    await user.click(apply);
    expect(actions.apply).toHaveBeenCalledTimes(1);
  });

  it('a rejected code: the field is invalid with formValidation.discountCode, Apply hides and focus goes to the field', async () => {
    const actions = spies();
    const { rerenderWithStowly, container } = await renderWithStowly(<Panel panel="form" spies={actions} />);
    const user = userEvent.setup();
    await user.click(field());
    await user.keyboard('NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    rerenderWithStowly(<Panel panel="form" error={DISCOUNT_CODE_ERROR} spies={actions} />);
    const input = field();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('This discount code is not valid.');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('status').textContent).toBe('');
    await expectNoAxeViolations(container);
  });

  it('a rejected code says why: unknown, expired, not yet valid, unit type, billing plan, customer type', async () => {
    const actions = spies();
    const { rerenderWithStowly } = await renderWithStowly(<Panel panel="form" spies={actions} />);
    const expected = {
      unknown: 'This discount code does not exist. Please check the spelling.',
      expired: 'This discount code has expired.',
      'not-yet-valid': 'This discount code is not valid yet.',
      'unit-type': 'This discount code is not valid for this unit type.',
      'billing-plan': 'This discount code is not valid with this billing plan.',
      'customer-type': 'This discount code is not valid for this customer type.',
    } as const;
    for (const [reason, text] of Object.entries(expected)) {
      const error = DISCOUNT_CODE_REJECTION_ERRORS[reason as keyof typeof expected];
      rerenderWithStowly(<Panel panel="form" error={error} spies={actions} />);
      const input = field();
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(text);
    }
  });

  it('a code the booking dropped: says which and why until a code applies again', async () => {
    const removed = { code: 'BUSINESS15', error: DISCOUNT_CODE_REJECTION_ERRORS['customer-type'] };
    const props = {
      input: '',
      error: null,
      validating: false,
      appliedCode: null,
      removed,
      openForm: vi.fn(),
      setInput: vi.fn(),
      apply: vi.fn(),
      reset: vi.fn(),
    };
    const text =
      'The discount code BUSINESS15 no longer applies and was removed. This discount code is not valid for this customer type.';
    const { rerenderWithStowly, container } = await renderWithStowly(
      <DiscountCodePanel {...props} panel="no-code" />,
    );
    expect(screen.getByText(text)).toBeTruthy();
    await expectNoAxeViolations(container);
    rerenderWithStowly(<DiscountCodePanel {...props} panel="form" />);
    expect(screen.getByText(text)).toBeTruthy();
    rerenderWithStowly(<DiscountCodePanel {...props} panel="has-code" appliedCode="WELCOME10" />);
    expect(screen.queryByText(text)).toBeNull();
  });

  it('too many codes tried (429): says to wait instead of "not valid", and keeps Apply to try again later', async () => {
    const actions = spies();
    const { rerenderWithStowly, container } = await renderWithStowly(<Panel panel="form" spies={actions} />);
    const user = userEvent.setup();
    await user.click(field());
    await user.keyboard('SPRING25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    rerenderWithStowly(<Panel panel="form" error={DISCOUNT_CODE_LIMIT_ERROR} spies={actions} />);
    const input = field();
    const message = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe(
      'Too many discount codes were tried. Please wait a minute, then try again.',
    );
    expect(screen.queryByText('This discount code is not valid.')).toBeNull();
    expect(document.activeElement).toBe(input);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(actions.apply).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations(container);
  });

  it('cancel resets the panel, and focus returns to the opener', async () => {
    const actions = spies();
    const { rerenderWithStowly } = await renderWithStowly(<Panel panel="form" spies={actions} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(actions.reset).toHaveBeenCalledTimes(1);
    rerenderWithStowly(<Panel panel="no-code" spies={actions} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'I have a discount code' }));
  });

  it('has code: shows the applied code (focused after applying) and removes it from the keyboard', async () => {
    const actions = spies();
    const { rerenderWithStowly, container } = await renderWithStowly(<Panel panel="form" spies={actions} />);
    const user = userEvent.setup();
    await user.click(field());
    await user.keyboard('SPRING25{Enter}');
    rerenderWithStowly(<Panel panel="has-code" spies={actions} />);
    const applied = screen.getByText('Discount code SPRING25 applied');
    expect(document.activeElement).toBe(applied);
    expect(container.querySelector('.stowly-DiscountCodePanel')?.getAttribute('data-panel')).toBe('has-code');
    await expectNoAxeViolations(container);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove discount code' }));
    await user.keyboard('{Enter}');
    expect(actions.reset).toHaveBeenCalledTimes(1);
    rerenderWithStowly(<Panel panel="no-code" spies={actions} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'I have a discount code' }));
  });

  it('does not take focus when the state changes while focus is elsewhere on the page', async () => {
    const actions = spies();
    const tree = (panel: Panel) => (
      <>
        <button type="button">Elsewhere</button>
        <Panel panel={panel} spies={actions} />
      </>
    );
    const { rerenderWithStowly } = await renderWithStowly(tree('has-code'));
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    // A clearing rule removed the code.
    rerenderWithStowly(tree('no-code'));
    expect(document.activeElement).toBe(elsewhere);
  });

  it('takes the view of useDiscountPanel() as it is, including its canApply', async () => {
    const view: DiscountPanelView = {
      panel: 'form',
      input: 'SPRING25',
      error: null,
      validating: false,
      canApply: true,
      openForm: vi.fn(),
      setInput: vi.fn(),
      apply: vi.fn(async () => true),
      reset: vi.fn(),
      customerFormSubmitted: vi.fn(),
      removed: null,
      appliedCodeRejected: vi.fn(),
    };
    const { rerenderWithStowly } = await renderWithStowly(<DiscountCodePanel {...view} appliedCode={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(view.apply).toHaveBeenCalledTimes(1);
    rerenderWithStowly(<DiscountCodePanel {...view} canApply={false} appliedCode={null} />);
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('speaks German', async () => {
    const actions = spies();
    const { rerenderWithStowly, container } = await renderWithStowly(
      <Panel panel="no-code" spies={actions} />,
      {
        language: 'de',
      },
    );
    expect(screen.getByRole('button', { name: 'Ich habe einen Rabattcode' })).toBeTruthy();
    rerenderWithStowly(<Panel panel="form" error={DISCOUNT_CODE_ERROR} spies={actions} />);
    expect(screen.getByRole('textbox', { name: 'Rabattcode' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Dieser Rabattcode ist ungültig.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    rerenderWithStowly(<Panel panel="has-code" spies={actions} />);
    expect(screen.getByText('Rabattcode SPRING25 eingelöst')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rabattcode entfernen' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
