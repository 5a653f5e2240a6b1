import type { Schema } from '@stowly/api-client';
import {
  customerDataDefaults,
  formValidators,
  mapServerFieldErrors,
  type ValidationMessage,
  validate,
} from '@stowly/booking';
import {
  useCountries,
  useInterestRegistration,
  useMoveInDateWindow,
  useTranslation,
} from '@stowly/booking/react';
import { MoveInDatePicker, PhoneField, type PhoneFieldValue } from '@stowly/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { sendWithBotCheck } from './botCheckToken';

/** Props of {@link InterestRegistrationForm}. */
export interface InterestRegistrationFormProps {
  /** The sold-out unit type the visitor is interested in. */
  unitType: Pick<Schema<'UnitType'>, 'id' | 'name'>;
  /**
   * The provider's location: its `interestRegistrationConsents` (shown here and sent by
   * `useInterestRegistration`) and default country (for the phone prefix).
   */
  location: Pick<Schema<'Location'>, 'interestRegistrationConsents' | 'defaultCountryId'>;
  /** The heading level of the form's title, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** What the visitor typed. */
interface InterestData {
  firstName: string;
  lastName: string;
  email: string;
  phone: PhoneFieldValue;
  desiredMoveInDate: string | null;
  consents: Record<string, boolean>;
}

type FieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'desiredMoveInDate' | `consents.${string}`;

/** The API's field names (`InterestRegistrationRequest`) under the form's names. */
const SERVER_FIELDS: Readonly<Record<string, FieldName>> = {
  firstname: 'firstName',
  lastname: 'lastName',
  phoneNumber: 'phone',
  phonePrefix: 'phone',
};

/** The client-side errors of the form, by field, with the rules of `@stowly/booking`. */
function interestErrors(
  data: InterestData,
  consents: readonly Schema<'Consent'>[],
): Partial<Record<FieldName, ValidationMessage>> {
  const errors: Partial<Record<FieldName, ValidationMessage | null>> = {
    firstName: validate<unknown>(data.firstName, formValidators.required),
    lastName: validate<unknown>(data.lastName, formValidators.required),
    email:
      validate<unknown>(data.email, formValidators.required) ?? validate(data.email, formValidators.email),
    phone: formValidators.phoneNumber(data.phone),
    desiredMoveInDate: validate<unknown>(data.desiredMoveInDate, formValidators.required),
  };
  for (const consent of consents) {
    if (consent.required && !data.consents[consent.type]) {
      errors[`consents.${consent.type}`] = { key: 'formValidation.required' };
    }
  }
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error)) as Partial<
    Record<FieldName, ValidationMessage>
  >;
}

/**
 * Interest registration for a sold-out unit type (`useInterestRegistration`): name, email, phone,
 * desired move-in date and the location's `interestRegistrationConsents`, sent with a bot-check
 * token. Shows a confirmation once sent and an error when it could not be sent.
 *
 * TODO(sdk): `@stowly/ui` has no form for it (nor generic text and checkbox fields), so this form
 * uses native inputs; it moves to the UI package as `InterestRegistrationForm`.
 */
export function InterestRegistrationForm(props: InterestRegistrationFormProps): ReactNode {
  const { unitType, location } = props;
  const consents = location.interestRegistrationConsents;
  const { t } = useTranslation();
  const dates = useMoveInDateWindow();
  const countries = useCountries();
  const registration = useInterestRegistration();
  const headingId = useId();
  const Heading = `h${props.headingLevel ?? 3}` as const;
  const inputs = useRef(new Map<string, HTMLElement | null>());
  const successRef = useRef<HTMLParagraphElement>(null);

  const [data, setData] = useState<InterestData>({
    firstName: '',
    lastName: '',
    email: '',
    phone: {},
    desiredMoveInDate: null,
    consents: {},
  });
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // From the click until the last attempt settles, including getting a bot-check token.
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  // The location's country prefix and the earliest move-in date are the starting values.
  const defaultPrefix = countries.data && customerDataDefaults(location, countries.data).phone?.prefix;
  const form: InterestData = {
    ...data,
    phone: { ...data.phone, prefix: data.phone.prefix ?? defaultPrefix },
    desiredMoveInDate: data.desiredMoveInDate ?? dates?.minDate ?? null,
  };

  useEffect(() => {
    if (registration.isSuccess) successRef.current?.focus();
  }, [registration.isSuccess]);

  const errors = interestErrors(form, consents);
  const serverErrors = sending ? {} : mapServerFieldErrors<FieldName>(failure, SERVER_FIELDS);
  const generalError = !sending && failure !== null && Object.keys(serverErrors).length === 0;
  const message = (field: FieldName): string | undefined => {
    const found = (submitted || touched.has(field) ? errors[field] : undefined) ?? serverErrors[field];
    return found ? t(found.key, found.values) : undefined;
  };

  const update = (patch: Partial<InterestData>) => setData((current) => ({ ...current, ...patch }));
  const touch = (field: string) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const register = (field: string) => (element: HTMLElement | null) => {
    inputs.current.set(field, element);
  };

  const send = async (sent: InterestData) => {
    setSending(true);
    setFailure(null);
    try {
      await sendWithBotCheck((recaptchaToken) =>
        registration.mutateAsync({ ...sent, unitTypeId: unitType.id, recaptchaToken }),
      );
    } catch (error) {
      setFailure(error);
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    const [first] = Object.keys(errors);
    if (first) {
      const prefixWrong = first === 'phone' && errors.phone?.key === 'formValidation.phonePrefix';
      inputs.current.get(prefixWrong ? 'phone.prefix' : first)?.focus();
      return;
    }
    void send(form);
  };

  if (registration.isSuccess) {
    return (
      <section className="web-InterestForm" aria-labelledby={headingId}>
        <Heading id={headingId}>{t('web.flow.interest.formTitle', { name: unitType.name })}</Heading>
        <p ref={successRef} className="web-Notice" data-tone="success" role="status" tabIndex={-1}>
          {t('web.flow.interest.success')}
        </p>
      </section>
    );
  }

  return (
    <form className="web-InterestForm" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <Heading id={headingId}>{t('web.flow.interest.formTitle', { name: unitType.name })}</Heading>
      <p className="web-InterestFormNote">{t('ui.customer.customerForm.requiredNote')}</p>
      <TextInput
        name="firstName"
        label={t('ui.customer.customerForm.firstName')}
        autoComplete="given-name"
        value={data.firstName}
        onChange={(firstName) => update({ firstName })}
        onBlur={() => touch('firstName')}
        error={message('firstName')}
        inputRef={register('firstName')}
      />
      <TextInput
        name="lastName"
        label={t('ui.customer.customerForm.lastName')}
        autoComplete="family-name"
        value={data.lastName}
        onChange={(lastName) => update({ lastName })}
        onBlur={() => touch('lastName')}
        error={message('lastName')}
        inputRef={register('lastName')}
      />
      <TextInput
        name="email"
        type="email"
        label={t('ui.customer.customerForm.email')}
        autoComplete="email"
        value={data.email}
        onChange={(email) => update({ email })}
        onBlur={() => touch('email')}
        error={message('email')}
        inputRef={register('email')}
      />
      <PhoneField
        value={form.phone}
        onChange={(phone) => update({ phone })}
        onBlur={(part) => {
          if (part === 'number' || form.phone.number) touch('phone');
        }}
        prefixError={errors.phone?.key === 'formValidation.phonePrefix' ? message('phone') : undefined}
        numberError={errors.phone?.key === 'formValidation.phonePrefix' ? undefined : message('phone')}
        prefixInputRef={register('phone.prefix')}
        numberInputRef={register('phone')}
      />
      {dates ? (
        <div ref={register('desiredMoveInDate')} tabIndex={-1} className="web-InterestFormDate">
          <MoveInDatePicker
            value={form.desiredMoveInDate}
            minDate={dates.minDate}
            maxDate={dates.maxDate}
            onChange={(desiredMoveInDate) => update({ desiredMoveInDate })}
          />
          {message('desiredMoveInDate') ? (
            <p className="web-FieldError">{message('desiredMoveInDate')}</p>
          ) : null}
        </div>
      ) : null}
      {consents.map((consent) => (
        <ConsentCheckbox
          key={consent.type}
          consent={consent}
          checked={data.consents[consent.type] === true}
          onChange={(accepted) => {
            update({ consents: { ...data.consents, [consent.type]: accepted } });
            touch(`consents.${consent.type}`);
          }}
          error={message(`consents.${consent.type}`)}
          inputRef={register(`consents.${consent.type}`)}
        />
      ))}
      {generalError ? (
        <p className="web-Notice" data-tone="error" role="alert">
          {t('web.flow.interest.error')}
        </p>
      ) : null}
      <button
        type="submit"
        className="web-Button"
        data-variant="primary"
        aria-disabled={sending || undefined}
      >
        {t(sending ? 'web.flow.interest.submitting' : 'web.flow.interest.submit')}
      </button>
    </form>
  );
}

/** A labelled native text input with its error (the UI package exports no generic field yet). */
function TextInput(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
  type?: 'text' | 'email';
  autoComplete?: string;
}): ReactNode {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="web-Field" data-invalid={props.error ? true : undefined}>
      <label htmlFor={id}>
        {props.label}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        ref={props.inputRef}
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        value={props.value}
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      />
      {props.error ? (
        <p id={errorId} className="web-FieldError">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** One consent of the location as a native checkbox; its label links to the document when it has one. */
function ConsentCheckbox(props: {
  consent: Schema<'Consent'>;
  checked: boolean;
  onChange: (accepted: boolean) => void;
  error: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
}): ReactNode {
  const { consent } = props;
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="web-Checkbox" data-invalid={props.error ? true : undefined}>
      <input
        ref={props.inputRef}
        id={id}
        type="checkbox"
        checked={props.checked}
        required={consent.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        {consent.url ? (
          <a href={consent.url} target="_blank" rel="noopener noreferrer">
            {consent.label}
          </a>
        ) : (
          consent.label
        )}
        {consent.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {props.error ? (
        <p id={errorId} className="web-FieldError">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
