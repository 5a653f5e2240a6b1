import {
  type CustomerFormField,
  customerFieldInput,
  formValidators,
  mapServerFieldErrors,
  SERVER_CUSTOMER_FIELDS,
  validateCustomerForm,
} from '@stowly/booking';
import { type FormFieldMessage, useFormState, useTranslation } from '@stowly/booking/react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { ConsentCheckboxes } from '../internal/Checkbox';
import { FORM_FIELD_PARTS, TextField } from '../internal/TextField';
import { MoveInDatePicker } from '../options/MoveInDatePicker';
import { partClassName, type StowlyPart, useStowlyTheme } from '../theme/StowlyThemeProvider';
import type { CustomerFormConsent } from './CustomerForm';
import { PhoneField, type PhoneFieldValue } from './PhoneField';

/**
 * What a visitor fills in to register interest in a sold-out unit type: the shape of
 * `InterestRegistrationData` of `@stowly/booking`, so it goes to `useInterestRegistration` as it is.
 */
export interface InterestRegistrationFormData {
  /** The first name. */
  firstName: string;
  /** The last name. */
  lastName: string;
  /** The email address the location contacts the visitor at. */
  email: string;
  /** The phone number and its prefix. */
  phone: PhoneFieldValue;
  /** The desired move-in day, `YYYY-MM-DD`. */
  desiredMoveInDate: string | null;
  /** The answers to the location's interest registration consents, by `type`. */
  consents: Record<string, boolean>;
}

/** Props of {@link InterestRegistrationForm}. */
export interface InterestRegistrationFormProps {
  /** The sold-out unit type's name, shown in the form's title. */
  unitTypeName: string;
  /**
   * The location's `interestRegistrationConsents`, each a checkbox.
   * @default []
   */
  consents?: readonly CustomerFormConsent[];
  /** The phone prefix to start with, such as that of the location's country (`customerDataDefaults`). */
  defaultPhonePrefix?: string | undefined;
  /**
   * The days the visitor may choose (`useMoveInDateWindow()`); the desired move-in date starts at
   * `minDate`. The date field shows once it is known.
   */
  moveInDateWindow?: { minDate: string; maxDate: string } | null;
  /**
   * Called with the valid data. Return the promise of the registration (such as `mutateAsync` of
   * `useInterestRegistration`, with a bot-check token): while it runs the form is pending; when it
   * fulfils a confirmation replaces the form; when it rejects, the API's field details show on
   * their fields (`mapServerFieldErrors`) and any other failure as a message.
   */
  onSubmit: (data: InterestRegistrationFormData) => Promise<unknown>;
  /**
   * The heading level of the form's title, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

type InterestField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'desiredMoveInDate'
  | `consents.${string}`;

const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
const NO_CONSENTS: readonly CustomerFormConsent[] = [];

/**
 * Interest registration for a sold-out unit type (spec section 1): first and last name, email,
 * phone with prefix, the desired move-in date and the location's interest registration consents,
 * checked with `customerFormSchema` of `@stowly/booking` and the form state of `useFormState`.
 * It sends nothing itself: `onSubmit` gets the data and returns the registration's promise; once
 * it fulfils a confirmation takes the form's place and gets focus.
 *
 * Parts: `stowly-InterestRegistrationForm` (the form, then the confirmation's section),
 * `stowly-InterestRegistrationFormTitle`, `stowly-InterestRegistrationFormRequiredNote`,
 * `stowly-InterestRegistrationFormField` (react-aria TextField states) with
 * `stowly-CustomerFormLabel`, `stowly-CustomerFormRequired`, `stowly-CustomerFormInput` and
 * `stowly-CustomerFormError`, the `stowly-PhoneField` parts, `stowly-InterestRegistrationFormDate`
 * holding the `stowly-MoveInDatePicker` parts, the `stowly-CustomerFormCheckbox` parts,
 * `stowly-InterestRegistrationFormError`, `stowly-InterestRegistrationFormSubmit` (react-aria
 * Button states, `data-pending` while sending) and `stowly-InterestRegistrationFormSuccess`.
 */
export function InterestRegistrationForm(props: InterestRegistrationFormProps): ReactNode {
  const { consents = NO_CONSENTS, moveInDateWindow } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const part = (name: StowlyPart) => partClassName(name, elements);
  const headingId = useId();
  const Heading = `h${props.headingLevel ?? 3}` as const;
  const successRef = useRef<HTMLParagraphElement>(null);
  const [data, setData] = useState<Partial<InterestRegistrationFormData>>({});
  // From the click until the attempt settles.
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState(false);

  // The location's phone prefix and the earliest move-in date are the starting values.
  const current: InterestRegistrationFormData = {
    firstName: data.firstName ?? '',
    lastName: data.lastName ?? '',
    email: data.email ?? '',
    phone: { ...data.phone, prefix: data.phone?.prefix ?? props.defaultPhonePrefix },
    desiredMoveInDate: data.desiredMoveInDate ?? moveInDateWindow?.minDate ?? null,
    consents: data.consents ?? {},
  };

  const consentFields = consents.map((consent) => `consents.${consent.type}` as const);
  const fields: InterestField[] = [...CONTACT_FIELDS, 'desiredMoveInDate', ...consentFields];
  const errors: Partial<Record<InterestField, FormFieldMessage>> = validateCustomerForm(current, {
    fields: [...CONTACT_FIELDS, ...consentFields] satisfies CustomerFormField[],
    consents,
  });
  const dateError = formValidators.required(current.desiredMoveInDate);
  if (dateError) errors.desiredMoveInDate = dateError;
  const serverErrors = sending ? null : mapServerFieldErrors(failure, SERVER_CUSTOMER_FIELDS);
  const form = useFormState({ fields, errors, serverErrors, inputOf: customerFieldInput });
  const generalError =
    !sending && failure !== null && !fields.some((field) => serverErrors?.[field] !== undefined);
  /** The message shown on an input: a field, or one input of it such as the phone's prefix. */
  const errorText = (input: string) => {
    const found = form.messageOn(input);
    return found ? t(found.key, found.values) : undefined;
  };

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  const update = (patch: Partial<InterestRegistrationFormData>, field: InterestField, touch = false) => {
    setData((previous) => ({ ...previous, ...patch }));
    form.edit(field, { touch });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !form.submit()) return;
    setSending(true);
    setFailure(null);
    try {
      await props.onSubmit(current);
      setSent(true);
    } catch (error) {
      setFailure(error ?? new Error('The registration failed.'));
    } finally {
      setSending(false);
    }
  };

  const title = t('ui.customer.interestRegistrationForm.title', { name: props.unitTypeName });
  if (sent) {
    return (
      <section className={part('InterestRegistrationForm')} aria-labelledby={headingId}>
        <Heading id={headingId} className={part('InterestRegistrationFormTitle')}>
          {title}
        </Heading>
        <p ref={successRef} className={part('InterestRegistrationFormSuccess')} role="status" tabIndex={-1}>
          {t('ui.customer.interestRegistrationForm.success')}
        </p>
      </section>
    );
  }

  const text = (field: 'firstName' | 'lastName' | 'email', autoComplete: string) => (
    <TextField
      parts={{ ...FORM_FIELD_PARTS, field: 'InterestRegistrationFormField' }}
      name={field}
      type={field === 'email' ? 'email' : 'text'}
      label={t(`ui.customer.customerForm.${field}`)}
      autoComplete={autoComplete}
      isRequired
      value={current[field]}
      onChange={(value) => update({ [field]: value }, field)}
      onBlur={() => form.touch(field)}
      error={errorText(field)}
      inputRef={form.register(field)}
    />
  );

  const dateMessage = errorText('desiredMoveInDate');
  return (
    <Form
      className={part('InterestRegistrationForm')}
      aria-labelledby={headingId}
      validationBehavior="aria"
      onSubmit={(event) => void submit(event)}
    >
      <Heading id={headingId} className={part('InterestRegistrationFormTitle')}>
        {title}
      </Heading>
      <p className={part('InterestRegistrationFormRequiredNote')}>
        {t('ui.customer.customerForm.requiredNote')}
      </p>
      {text('firstName', 'given-name')}
      {text('lastName', 'family-name')}
      {text('email', 'email')}
      <PhoneField
        value={current.phone}
        onChange={(phone) => update({ phone }, 'phone')}
        // Leaving the number shows every phone error, leaving the prefix its own.
        onBlur={(phonePart) => form.touch(`phone.${phonePart}`)}
        prefixError={errorText('phone.prefix')}
        numberError={errorText('phone.number')}
        prefixInputRef={form.register('phone.prefix')}
        numberInputRef={form.register('phone.number')}
      />
      {moveInDateWindow ? (
        <div
          ref={form.register('desiredMoveInDate')}
          tabIndex={-1}
          className={part('InterestRegistrationFormDate')}
        >
          <MoveInDatePicker
            value={current.desiredMoveInDate}
            minDate={moveInDateWindow.minDate}
            maxDate={moveInDateWindow.maxDate}
            onChange={(desiredMoveInDate) => update({ desiredMoveInDate }, 'desiredMoveInDate')}
          />
          {dateMessage ? <p className={part('CustomerFormError')}>{dateMessage}</p> : null}
        </div>
      ) : null}
      <ConsentCheckboxes
        consents={consents}
        accepted={current.consents}
        errorOf={errorText}
        onChange={(accepted, field) => update({ consents: accepted }, field, true)}
        inputRef={(field) => form.register(field)}
      />
      {generalError ? (
        <p className={part('InterestRegistrationFormError')} role="alert">
          {t('ui.customer.interestRegistrationForm.error')}
        </p>
      ) : null}
      <Button type="submit" className={part('InterestRegistrationFormSubmit')} isPending={sending}>
        {t(
          sending
            ? 'ui.customer.interestRegistrationForm.submitting'
            : 'ui.customer.interestRegistrationForm.submit',
        )}
      </Button>
    </Form>
  );
}
