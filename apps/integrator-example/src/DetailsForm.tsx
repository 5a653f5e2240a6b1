import { isApiError } from '@stowly/api-client';
import {
  customerFieldInput,
  mapServerFieldErrors,
  SERVER_CUSTOMER_FIELDS,
  validateCustomerForm,
} from '@stowly/booking';
import * as Stowly from '@stowly/booking/react';
import { type ReactNode, useState } from 'react';
import { ConsentCheckbox, CountrySelect, CustomerInput } from './customerInputs';
import { formatMoney } from './format';
import { Step } from './Step';
import { botCheckToken } from './stowly';

/** The site's words for the SDK's customer fields, in the site's order (a private customer's). */
const TEXT_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  street: 'Street address',
  zip: 'Postcode',
  city: 'Town or city',
  email: 'Email',
} as const;
const TEXT_FIELDS = Object.keys(TEXT_LABELS) as (keyof typeof TEXT_LABELS)[];
const DETAILS = [...TEXT_FIELDS, 'country', 'phone'] as const;

/**
 * The customer's details and the location's consents, kept in the SDK's booking store as they are
 * typed and checked with the SDK's customer form rules and form state (`validateCustomerForm`,
 * `useFormState`). Submitting gets a bot-check token and sends the booking (`useSubmitBooking`);
 * the provider's `onBookingCreated` then opens the checkout. API field errors show on their fields.
 */
export function DetailsForm(props: { step: number }): ReactNode {
  const consents = Stowly.useBookingLocation()?.consents ?? [];
  const countries = Stowly.useCountries().data ?? [];
  const data = Stowly.useBookingState((state) => state.customerData);
  const { setCustomerData } = Stowly.useBookingActions();
  // The location's country and its phone prefix are filled in until the customer picks another.
  Stowly.useCustomerDataDefaults();
  const price = Stowly.usePrice();
  const submission = Stowly.useSubmitBooking();
  const [sending, setSending] = useState(false);
  const [botCheckFailed, setBotCheckFailed] = useState(false);
  const fields = [...DETAILS, ...consents.map(({ type }) => `consents.${type}` as const)];
  const form = Stowly.useFormState({
    fields,
    errors: validateCustomerForm(data, { fields, consents }),
    serverErrors: sending ? null : mapServerFieldErrors(submission.error, SERVER_CUSTOMER_FIELDS),
    inputOf: customerFieldInput,
  });
  const bound = { form, data, onChange: setCustomerData };

  const submit = async () => {
    if (sending || !form.submit()) return;
    setSending(true);
    setBotCheckFailed(false);
    try {
      // Each token is good for one submission: get a fresh one for every attempt.
      const recaptchaToken = await botCheckToken().catch(() => null);
      if (recaptchaToken === null) setBotCheckFailed(true);
      else await submission.submit({ recaptchaToken });
    } finally {
      setSending(false);
    }
  };

  // Why the booking was not sent, when it is not a field's fault.
  const failure = sending ? null : submission.error;
  let alert = botCheckFailed ? 'The bot check did not answer. Please try again.' : null;
  if (failure && Object.keys(mapServerFieldErrors(failure)).length === 0) {
    alert = 'The booking could not be sent. Please try again.';
  }
  if (isApiError(failure, 'unit-unavailable'))
    alert = 'That unit was just taken. Please pick another date or unit.';
  if (isApiError(failure, 'already-booked')) alert = 'You have already booked this unit.';

  return (
    <Step number={props.step} title="Your details">
      <form
        className="details"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        aria-busy={sending}
      >
        {TEXT_FIELDS.map((name) => (
          <CustomerInput key={name} {...bound} input={name} label={TEXT_LABELS[name]} />
        ))}
        <CountrySelect {...bound} countries={countries} label="Country" />
        <div className="phone">
          <CustomerInput {...bound} input="phone.prefix" label="Country code" />
          <CustomerInput {...bound} input="phone.number" label="Phone number" />
        </div>
        {consents.length > 0 ? (
          <fieldset className="consents">
            <legend>Agreements</legend>
            {consents.map((consent) => (
              <ConsentCheckbox key={consent.type} {...bound} consent={consent} />
            ))}
          </fieldset>
        ) : null}
        {price.data ? (
          <p className="due-now">
            Due today: <strong>{formatMoney(price.data.dueNow, price.data.currency)}</strong>
          </p>
        ) : null}
        <button type="submit" className="primary" disabled={sending}>
          {sending ? 'Booking…' : 'Book and pay'}
        </button>
        {alert ? (
          <p role="alert" className="form-error">
            {alert}
          </p>
        ) : null}
      </form>
    </Step>
  );
}
