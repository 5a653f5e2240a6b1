import type { Schema } from '@stowly/api-client';
import { type CustomerData, customerFormSchema } from '@stowly/booking';
import { type FormState, useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';

/** What every input of the customer's details works with: the SDK's form state, the data, where edits go. */
export interface CustomerBinding {
  form: Pick<FormState<string>, 'messageOn' | 'register' | 'touch' | 'edit'>;
  data: CustomerData;
  onChange: (patch: Partial<CustomerData>) => void;
}

/** What a control gets from its {@link Field}: id, a ref to focus it, blur, and its error wiring. */
interface ControlProps {
  id: string;
  ref: (element: HTMLElement | null) => void;
  onBlur: () => void;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A labelled control with the message the SDK's form state shows on it, in the SDK's words.
 * `input` names it as the SDK does (`email`, `phone.prefix`, `consents.storageRules`). A checkbox
 * (`consent`) has its label behind it, then `extra`.
 */
function Field(props: {
  form: CustomerBinding['form'];
  input: string;
  label: string;
  className?: 'field' | 'consent';
  extra?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}): ReactNode {
  const { form, input, className = 'field' } = props;
  const { t } = useTranslation();
  const id = useId();
  const found = form.messageOn(input);
  const message = found ? t(found.key, found.values) : null;
  const label = <label htmlFor={id}>{props.label}</label>;
  const control = props.children({
    id,
    ref: form.register(input),
    onBlur: () => form.touch(input),
    ...(message && { 'aria-invalid': true, 'aria-describedby': `${id}-error` }),
  });
  return (
    <div className={className} data-invalid={message ? true : undefined}>
      {className === 'consent' ? [control, label] : [label, control]}
      {props.extra}
      {message ? (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}

type TextField = 'firstName' | 'lastName' | 'street' | 'zip' | 'city' | 'email';
const INPUT_TYPES = { email: 'email', phone: 'tel' } as const;

/** A required text input of the customer's details or a part of the phone, typed and autofilled as the SDK's schema says. */
export function CustomerInput(
  props: CustomerBinding & { input: TextField | 'phone.prefix' | 'phone.number'; label: string },
): ReactNode {
  const { data, input } = props;
  const part = input === 'phone.prefix' ? 'prefix' : input === 'phone.number' ? 'number' : null;
  const field = part ? 'phone' : (input as TextField);
  const rule = customerFormSchema[field];
  return (
    <Field form={props.form} input={input} label={props.label}>
      {(control) => (
        <input
          {...control}
          type={rule.format ? INPUT_TYPES[rule.format] : 'text'}
          required={rule.required}
          autoComplete={part === 'prefix' ? 'tel-country-code' : rule.autoComplete}
          value={(part ? data.phone?.[part] : data[field as TextField]) ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            props.onChange(part ? { phone: { ...data.phone, [part]: value } } : { [field]: value });
            props.form.edit(field);
          }}
        />
      )}
    </Field>
  );
}

/** The country as a native select; choosing one also sets its phone prefix. */
export function CountrySelect(
  props: CustomerBinding & { countries: readonly Schema<'Country'>[]; label: string },
): ReactNode {
  const { data, countries } = props;
  return (
    <Field form={props.form} input="country" label={props.label}>
      {(control) => (
        <select
          {...control}
          required
          autoComplete="country"
          value={data.country?.id ?? ''}
          onChange={(event) => {
            const country = countries.find((item) => item.id === Number(event.target.value));
            const prefix = country && { phone: { ...data.phone, prefix: country.phonePrefix } };
            props.onChange({ country: country ? { id: country.id } : null, ...prefix });
            props.form.edit('country', { touch: true });
          }}
        >
          <option value="">Choose a country</option>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** One of the location's consents as a checkbox, with a link to its document when it has one. */
export function ConsentCheckbox(props: CustomerBinding & { consent: Schema<'Consent'> }): ReactNode {
  const { data, consent } = props;
  const link = consent.url ? (
    <a href={consent.url} target="_blank" rel="noreferrer">
      (read)
    </a>
  ) : null;
  return (
    <Field
      form={props.form}
      input={`consents.${consent.type}`}
      label={consent.label}
      className="consent"
      extra={link}
    >
      {(control) => (
        <input
          {...control}
          type="checkbox"
          required={consent.required}
          checked={data.consents?.[consent.type] === true}
          onChange={(event) => {
            props.onChange({ consents: { ...data.consents, [consent.type]: event.target.checked } });
            props.form.edit(`consents.${consent.type}`, { touch: true });
          }}
        />
      )}
    </Field>
  );
}
