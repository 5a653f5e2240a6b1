// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CustomerData, customerFieldInput, validateCustomerForm } from '../../index';
import { type FormFieldMessages, useFormState } from '../useFormState';

afterEach(cleanup);

type Field = 'firstName' | 'email' | 'phone';
const FIELDS: Field[] = ['firstName', 'email', 'phone'];

/** A small details form as an integrator would build it with the hook and the schema. */
function DetailsForm(props: {
  serverErrors?: FormFieldMessages | null;
  onSubmit?: (data: CustomerData) => void;
  onInvalid?: (fields: Field[]) => void;
  initial?: CustomerData;
  children?: ReactNode;
}): ReactNode {
  const [data, setData] = useState<CustomerData>(props.initial ?? {});
  const [showPhone, setShowPhone] = useState(true);
  const errors = validateCustomerForm(data, { fields: FIELDS });
  const form = useFormState({
    fields: FIELDS,
    errors,
    serverErrors: props.serverErrors,
    inputOf: customerFieldInput,
    onInvalid: (fields) => {
      props.onInvalid?.(fields);
      if (fields.includes('phone')) setShowPhone(true);
    },
  });
  const text = (field: 'firstName' | 'email', label: string) => {
    const message = form.message(field);
    return (
      <label>
        {label}
        <input
          ref={form.register(field)}
          value={data[field] ?? ''}
          aria-invalid={message ? true : undefined}
          aria-description={message?.key}
          onChange={(event) => {
            setData({ ...data, [field]: event.target.value });
            form.edit(field);
          }}
          onBlur={() => form.touch(field)}
        />
      </label>
    );
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.submit()) props.onSubmit?.(data);
      }}
    >
      {text('firstName', 'First name')}
      {text('email', 'Email')}
      <button type="button" onClick={() => setShowPhone(false)}>
        Hide phone
      </button>
      {showPhone ? (
        <>
          <label>
            Country code
            <input
              ref={form.register('phone.prefix')}
              value={data.phone?.prefix ?? ''}
              aria-description={form.messageOn('phone.prefix')?.key}
              onChange={(event) => {
                setData({ ...data, phone: { ...data.phone, prefix: event.target.value } });
                form.edit('phone');
              }}
              onBlur={() => form.touch('phone.prefix')}
            />
          </label>
          <label>
            Phone number
            <input
              ref={form.register('phone.number')}
              value={data.phone?.number ?? ''}
              aria-description={form.messageOn('phone.number')?.key}
              onChange={(event) => {
                setData({ ...data, phone: { ...data.phone, number: event.target.value } });
                form.edit('phone');
              }}
              onBlur={() => form.touch('phone.number')}
            />
          </label>
        </>
      ) : null}
      <p role="status">
        {form.summary ? <span key={form.summary.id}>{form.summary.count} to correct</span> : null}
      </p>
      <button type="submit">Send</button>
      {props.children}
    </form>
  );
}

const box = (name: string) => screen.getByRole('textbox', { name });
const described = (name: string) => box(name).getAttribute('aria-description');

describe('useFormState', () => {
  it('touched: a field’s error shows once it is left, not while it is first typed into, then follows the value', async () => {
    render(<DetailsForm />);
    const user = userEvent.setup();
    await user.type(box('Email'), 'anna@');
    expect(described('Email')).toBeNull();
    await user.tab();
    expect(described('Email')).toBe('formValidation.email');
    expect(box('Email').getAttribute('aria-invalid')).toBe('true');
    // Other fields are untouched and quiet.
    expect(described('First name')).toBeNull();
    await user.type(box('Email'), 'example.com');
    expect(described('Email')).toBeNull();
  });

  it('touched input: a prefix error shows when the prefix is left, every phone error when the number (the main input) is', async () => {
    render(<DetailsForm />);
    const user = userEvent.setup();
    await user.type(box('Country code'), '46');
    await user.tab();
    expect(described('Country code')).toBeNull();
    expect(described('Phone number')).toBeNull();
    await user.type(box('Phone number'), '701234');
    expect(described('Country code')).toBe('formValidation.phonePrefix');
    expect(described('Phone number')).toBeNull();
    await user.clear(box('Phone number'));
    await user.tab();
    expect(described('Phone number')).toBe('formValidation.required');
    expect(described('Country code')).toBeNull();
  });

  it('leaving the main input of a field shows the error of another of its inputs', async () => {
    render(<DetailsForm initial={{ phone: { prefix: '46', number: '701234567' } }} />);
    await userEvent.click(box('Phone number'));
    await userEvent.tab();
    expect(described('Country code')).toBe('formValidation.phonePrefix');
    expect(described('Phone number')).toBeNull();
  });

  it('submitted: shows every error, announces the count, focuses the first invalid field, and does not submit', async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    render(<DetailsForm onSubmit={onSubmit} onInvalid={onInvalid} initial={{ firstName: 'Anna' }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith(['email', 'phone']);
    expect(described('Email')).toBe('formValidation.required');
    expect(described('Phone number')).toBe('formValidation.required');
    expect(screen.getByRole('status').textContent).toBe('2 to correct');
    expect(document.activeElement).toBe(box('Email'));

    // Announced again on a second attempt; gone once nothing is wrong any more.
    const first = screen.getByRole('status').firstElementChild;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status').firstElementChild).not.toBe(first);
    await user.type(box('Email'), 'anna@example.com');
    await user.type(box('Country code'), '+46');
    await user.type(box('Phone number'), '701234567');
    expect(screen.getByRole('status').textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Anna',
      email: 'anna@example.com',
      phone: { prefix: '+46', number: '701234567' },
    });
  });

  it('focuses the input an error belongs to: the phone prefix for a prefix error', async () => {
    render(
      <DetailsForm
        initial={{ firstName: 'Anna', email: 'a@b.se', phone: { prefix: '46', number: '7012' } }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.activeElement).toBe(box('Country code'));
    expect(described('Country code')).toBe('formValidation.phonePrefix');
  });

  it('focuses a hidden field once onInvalid has shown it', async () => {
    render(<DetailsForm initial={{ firstName: 'Anna', email: 'a@b.se' }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hide phone' }));
    expect(screen.queryByRole('textbox', { name: 'Phone number' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.activeElement).toBe(box('Phone number'));
  });

  it('server errors: shown on their fields until edited, announced, the first focused; the same errors again count as new', async () => {
    const valid: CustomerData = {
      firstName: 'Anna',
      email: 'anna@example.com',
      phone: { prefix: '+46', number: '701234567' },
    };
    const serverErrors = {
      email: { key: 'formValidation.email' },
      moveInDate: { key: 'formValidation.minDate' },
    };
    const { rerender } = render(<DetailsForm initial={valid} serverErrors={serverErrors} />);
    expect(described('Email')).toBe('formValidation.email');
    // Fields the form does not show are not counted.
    expect(screen.getByRole('status').textContent).toBe('1 to correct');
    expect(document.activeElement).toBe(box('Email'));

    const user = userEvent.setup();
    await user.type(box('Email'), 'x');
    expect(described('Email')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');

    // A new attempt (null while it runs) that fails the same way shows the error again.
    act(() => box('First name').focus());
    rerender(<DetailsForm initial={valid} serverErrors={null} />);
    rerender(<DetailsForm initial={valid} serverErrors={{ ...serverErrors }} />);
    expect(described('Email')).toBe('formValidation.email');
    expect(document.activeElement).toBe(box('Email'));
  });

  it('a client error wins over a server error once its field is touched', async () => {
    render(
      <DetailsForm serverErrors={{ firstName: { key: 'formValidation.maxLength', values: { max: 100 } } }} />,
    );
    expect(described('First name')).toBe('formValidation.maxLength');
    await userEvent.click(box('First name'));
    await userEvent.tab();
    expect(described('First name')).toBe('formValidation.required');
  });
});
