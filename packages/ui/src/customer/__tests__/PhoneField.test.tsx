// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { PhoneField, type PhoneFieldProps, type PhoneFieldValue } from '../PhoneField';

afterEach(cleanup);

/** A PhoneField that keeps its value, as a host would. */
function Host(props: Partial<PhoneFieldProps> & { initial?: PhoneFieldValue }) {
  const [value, setValue] = useState(props.initial);
  return (
    <PhoneField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

describe('<PhoneField>', () => {
  it('is a labelled group of a prefix and a number field with phone keyboards and autofill hints', async () => {
    const { container } = await renderWithStowly(<Host />);
    // The visible * is for sighted people; the inputs carry aria-required.
    const group = screen.getByRole('group', { name: 'Phone' });
    expect(group.className).toBe('stowly-PhoneField');
    expect(group.textContent).toMatch(/^Phone \*/);
    const prefix = screen.getByRole('textbox', { name: 'Country code' });
    const number = screen.getByRole('textbox', { name: 'Phone number' });
    expect(prefix.getAttribute('autocomplete')).toBe('tel-country-code');
    expect(number.getAttribute('autocomplete')).toBe('tel-national');
    for (const input of [prefix, number]) {
      expect(input.getAttribute('inputmode')).toBe('tel');
      expect(input.getAttribute('type')).toBe('tel');
      expect(input.getAttribute('aria-required')).toBe('true');
    }
    await expectNoAxeViolations(container);
  });

  it('hands the whole value to onChange and reports which part was left', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    await renderWithStowly(<Host initial={{ prefix: '+46' }} onChange={onChange} onBlur={onBlur} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Phone number' }));
    await user.keyboard('70');
    expect(onChange).toHaveBeenLastCalledWith({ prefix: '+46', number: '70' });
    await user.tab({ shift: true });
    expect(onBlur).toHaveBeenLastCalledWith('number');
    await user.keyboard('{Backspace}{Backspace}{Backspace}+47');
    expect(onChange).toHaveBeenLastCalledWith({ prefix: '+47', number: '70' });
    await user.tab();
    expect(onBlur).toHaveBeenLastCalledWith('prefix');
  });

  it('shows each part’s error on that part', async () => {
    const { container } = await renderWithStowly(
      <PhoneField
        value={{ prefix: '46', number: '70' }}
        onChange={() => {}}
        prefixError="The country code must start with +."
      />,
    );
    const prefix = screen.getByRole('textbox', { name: 'Country code' });
    expect(prefix.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('The country code must start with +.');
    expect(prefix.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByRole('textbox', { name: 'Phone number' }).hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByRole('group').hasAttribute('data-invalid')).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('can be optional and disabled', async () => {
    await renderWithStowly(
      <PhoneField value={undefined} onChange={() => {}} isRequired={false} isDisabled />,
    );
    expect(screen.getByRole('group', { name: 'Phone' }).textContent).not.toContain('*');
    const number = screen.getByRole('textbox', { name: 'Phone number' });
    expect(number.hasAttribute('aria-required')).toBe(false);
    expect(number.hasAttribute('disabled')).toBe(true);
  });

  it('speaks Swedish', async () => {
    await renderWithStowly(<Host />, { language: 'sv' });
    expect(screen.getByRole('group', { name: 'Telefon' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Landsnummer' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Telefonnummer' })).toBeTruthy();
  });
});
