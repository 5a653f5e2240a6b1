import { isApiError } from '@stowly/api-client';
import { type CustomerData, mapServerFieldErrors, SERVER_CUSTOMER_FIELDS } from '@stowly/booking';
import {
  useBookingActions,
  useBookingLocation,
  useBookingState,
  useCountries,
  useCustomerDataDefaults,
  usePrice,
  useSubmitBooking,
  useTranslation,
} from '@stowly/booking/react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { formatMoney } from './format';
import { Step } from './Step';
import { botCheckToken } from './stowly';

/** The text fields of the form, by their name in the SDK's customer data. */
const TEXT_FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', type: 'text' },
  { name: 'street', label: 'Street address', autoComplete: 'street-address', type: 'text' },
  { name: 'zip', label: 'Postcode', autoComplete: 'postal-code', type: 'text' },
  { name: 'city', label: 'Town or city', autoComplete: 'address-level2', type: 'text' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
] as const;

/**
 * The customer's details and the location's consents, kept in the SDK's booking store as they are
 * typed. Submitting gets a bot-check token and sends the booking (`useSubmitBooking`: the payload
 * is built from the store, `POST /v1/booking` carries an idempotency key); the provider's
 * `onBookingCreated` then opens the checkout. Field errors from the API show on their fields.
 */
export function DetailsForm(props: { step: number }): ReactNode {
  const { t } = useTranslation();
  const location = useBookingLocation();
  const countries = useCountries();
  const customerData = useBookingState((state) => state.customerData);
  const { setCustomerData } = useBookingActions();
  // The location's country and its phone prefix are filled in until the customer picks another.
  useCustomerDataDefaults();
  const price = usePrice();
  const submission = useSubmitBooking();
  const [sending, setSending] = useState(false);
  const [botCheckFailed, setBotCheckFailed] = useState(false);
  const formId = useId();

  const fieldErrors = sending ? {} : mapServerFieldErrors(submission.error, SERVER_CUSTOMER_FIELDS);
  const errorOf = (field: string) => {
    const message = fieldErrors[field];
    return message ? t(message.key, message.values) : null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
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

  const update = (data: Partial<CustomerData>) => setCustomerData(data);
  const field = (name: string) => `${formId}-${name}`;

  return (
    <Step number={props.step} title="Your details">
      <form className="details" onSubmit={(event) => void submit(event)} aria-busy={sending}>
        {TEXT_FIELDS.map(({ name, label, autoComplete, type }) => (
          <Field key={name} id={field(name)} label={label} error={errorOf(name)}>
            <input
              id={field(name)}
              type={type}
              required
              autoComplete={autoComplete}
              value={customerData[name] ?? ''}
              onChange={(event) => update({ [name]: event.target.value })}
              aria-invalid={errorOf(name) ? true : undefined}
              aria-describedby={errorOf(name) ? `${field(name)}-error` : undefined}
            />
          </Field>
        ))}
        <Field id={field('country')} label="Country" error={errorOf('country')}>
          <select
            id={field('country')}
            required
            value={customerData.country?.id ?? ''}
            onChange={(event) => {
              const country = countries.data?.find((item) => item.id === Number(event.target.value));
              update({
                country: country ? { id: country.id } : null,
                ...(country && { phone: { ...customerData.phone, prefix: country.phonePrefix } }),
              });
            }}
          >
            <option value="">Choose a country</option>
            {countries.data?.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </select>
        </Field>
        <div className="phone">
          <Field id={field('prefix')} label="Country code" error={null}>
            <input
              id={field('prefix')}
              required
              autoComplete="tel-country-code"
              value={customerData.phone?.prefix ?? ''}
              onChange={(event) => update({ phone: { ...customerData.phone, prefix: event.target.value } })}
            />
          </Field>
          <Field id={field('phone')} label="Phone number" error={errorOf('phone')}>
            <input
              id={field('phone')}
              type="tel"
              required
              autoComplete="tel-national"
              value={customerData.phone?.number ?? ''}
              onChange={(event) => update({ phone: { ...customerData.phone, number: event.target.value } })}
            />
          </Field>
        </div>

        {location?.consents.length ? (
          <fieldset className="consents">
            <legend>Agreements</legend>
            {location.consents.map((consent) => (
              <div key={consent.type} className="consent">
                <input
                  id={field(`consent-${consent.type}`)}
                  type="checkbox"
                  required={consent.required}
                  checked={customerData.consents?.[consent.type] === true}
                  onChange={(event) =>
                    update({ consents: { ...customerData.consents, [consent.type]: event.target.checked } })
                  }
                />
                <label htmlFor={field(`consent-${consent.type}`)}>{consent.label}</label>
                {consent.url ? (
                  <a href={consent.url} target="_blank" rel="noreferrer">
                    (read)
                  </a>
                ) : null}
              </div>
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
        <SubmitError error={sending ? null : submission.error} botCheckFailed={botCheckFailed} />
      </form>
    </Step>
  );
}

/** A labelled form field with its error message under it. */
function Field(props: { id: string; label: string; error: string | null; children: ReactNode }): ReactNode {
  return (
    <div className="field" data-invalid={props.error ? true : undefined}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} className="field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** Why the booking was not sent, when it is not a field's fault. */
function SubmitError(props: { error: Error | null; botCheckFailed: boolean }): ReactNode {
  let message: string | null = null;
  if (props.botCheckFailed) message = 'The bot check did not answer. Please try again.';
  else if (isApiError(props.error, 'unit-unavailable'))
    message = 'That unit was just taken. Please pick another date or unit.';
  else if (isApiError(props.error, 'already-booked')) message = 'You have already booked this unit.';
  else if (props.error && Object.keys(mapServerFieldErrors(props.error)).length === 0)
    message = 'The booking could not be sent. Please try again.';
  return message ? (
    <p role="alert" className="form-error">
      {message}
    </p>
  ) : null;
}
