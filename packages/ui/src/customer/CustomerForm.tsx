import {
  type ConsentDocument,
  CUSTOMER_DOCUMENT_FIELDS,
  type CustomerDocumentField,
  consentForDocument,
  customerFieldInput,
  customerFormFields,
  customerFormSchema,
  DEFAULT_CUSTOMER_TYPE,
  validateCustomerForm,
} from '@stowly/booking';
import { useFormState, useTranslation } from '@stowly/booking/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { Checkbox, ConsentCheckboxes } from '../internal/Checkbox';
import { FORM_FIELD_PARTS, TextField, type TextFieldProps } from '../internal/TextField';
import { Link } from '../Link';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';
import { CountrySelect } from './internal/CountrySelect';
import { CustomerDetailsSummary } from './internal/CustomerDetailsSummary';
import { PhoneField, type PhoneFieldValue } from './PhoneField';

/** Private person or business, as the booking API's `CustomerType`. */
export type CustomerFormCustomerType = 'private' | 'business';

/**
 * How the customer form shows the person's details (everything but the checkboxes): `fields` to
 * fill in, or `summary`, a read-only list with an "Edit details" button.
 */
export type CustomerFormDetailsView = 'fields' | 'summary';

/**
 * The customer form data of spec section 3, as far as it is filled in: the same shape as
 * `CustomerData` of `@stowly/booking`, so `useBookingState((state) => state.customerData)` goes in
 * as it is and every change comes out ready for `setCustomerData`.
 */
export interface CustomerFormData {
  /**
   * Private person or business.
   * @default 'private'
   */
  customerType?: CustomerFormCustomerType;
  /** The first name. */
  firstName?: string;
  /** The last name. */
  lastName?: string;
  /** The company name; asked and required for business customers only. */
  companyName?: string;
  /** The company's VAT number; asked for business customers only, optional. */
  vatNumber?: string;
  /** Street and house number. */
  street?: string;
  /** The postal code. */
  zip?: string;
  /** The city. */
  city?: string;
  /** The chosen country by its numeric API id, or null. */
  country?: { id: number } | null;
  /** The email address. */
  email?: string;
  /** The phone number and its international prefix. */
  phone?: PhoneFieldValue;
  /** Whether the terms and conditions are accepted. */
  conditions?: boolean;
  /** Whether the privacy policy is accepted. */
  privacy?: boolean;
  /** Whether the cancellation policy is accepted. */
  cancellation?: boolean;
  /** Further checkbox flags by name; kept as they are. */
  items?: Record<string, boolean>;
  /** The location's consents by `type`: accepted or not. */
  consents?: Record<string, boolean>;
  /** The host's bot-check token; kept as it is. */
  recaptchaToken?: string;
}

/** A country to choose from, as the booking API's `Country` (`GET /countries`). */
export interface CustomerFormCountry {
  /** The numeric API id, stored as `country.id`. */
  id: number;
  /** The name in the interface language, shown as text. */
  name: string;
  /** The country's dialling prefix such as `'+46'`; fills an empty phone prefix when chosen. */
  phonePrefix?: string;
  /**
   * The ISO 3166-1 alpha-2 code such as `'SE'`: the postal code is checked against the country's
   * format where it is known (`POSTAL_CODE_FORMATS` of `@stowly/booking`).
   */
  code?: string;
}

/** A consent of the location, as the booking API's `Consent` (`location.consents`). */
export interface CustomerFormConsent {
  /** The consent's key, used in `CustomerFormData.consents`. */
  type: string;
  /** The checkbox text from the tenant, shown as plain text. */
  label: string;
  /**
   * Whether it must be accepted to submit.
   * @default false
   */
  required?: boolean;
  /** A document the label links to, or null. */
  url?: string | null;
  /**
   * The booking's legal document this consent accepts (`terms`, `privacy` or `cancellation`), as
   * the booking API's `Consent.document`: the form asks for that document once, with this consent
   * (required, linked to `url` or else to the document's href), instead of its own checkbox.
   * @default null
   */
  document?: ConsentDocument | null;
}

/** A translatable field message: a `formValidation.*` key and its values. */
export interface CustomerFormFieldMessage {
  /** The catalog key, such as `formValidation.required`. */
  key: string;
  /** The message's arguments, such as `{ max: 50 }`. */
  values?: Record<string, string | number>;
}

/**
 * Server field errors by form field, as `mapServerFieldErrors(error, SERVER_CUSTOMER_FIELDS)` of
 * `@stowly/booking` returns them for a failed booking: `{ email: { key: 'formValidation.email' } }`.
 * Location consents are under `consents.<type>`.
 */
export type CustomerFormServerErrors = Readonly<Partial<Record<string, CustomerFormFieldMessage>>>;

/** Props of {@link CustomerForm}. */
export interface CustomerFormProps {
  /** The data (controlled), such as the booking state's `customerData`. */
  value?: CustomerFormData;
  /**
   * The initial data when `value` is not given (uncontrolled).
   * @default {}
   */
  defaultValue?: CustomerFormData;
  /** Called with the whole new data on every edit; the host stores it (and debounces persistence). */
  onChange?: (data: CustomerFormData) => void;
  /**
   * Called with the data, `customerType` filled in, when the person submits a valid form. An
   * invalid form shows every error, announces their count and focuses the first invalid field.
   */
  onSubmit: (data: CustomerFormData) => void;
  /** The countries to choose from, in the order shown. */
  countries: readonly CustomerFormCountry[];
  /**
   * The location's consents: one that accepts a legal document (`document`) stands in that
   * document's place; the others follow the documents.
   * @default []
   */
  consents?: readonly CustomerFormConsent[];
  /** The terms and conditions; their name in the checkbox label links here when given. */
  conditionsHref?: string;
  /** The privacy policy; its name in the checkbox label links here when given. */
  privacyHref?: string;
  /** The cancellation policy; its name in the checkbox label links here when given. */
  cancellationHref?: string;
  /**
   * Field errors of the last failed submission; each shows on its field until that field is
   * edited. New errors are announced and focus the first field with one. Pass null while a new
   * submission is under way (as `useSubmitBooking().error` is), so the same errors coming back
   * count as new.
   */
  serverErrors?: CustomerFormServerErrors | null;
  /**
   * Whether the data is being sent: the submit button is pending (no second submission) and says so.
   * @default false
   */
  isSubmitting?: boolean;
  /** The host's bot check (such as a reCAPTCHA widget), shown before the submit button. */
  captcha?: ReactNode;
  /**
   * How the details show (controlled): `summary` for a signed-in customer whose account details
   * are complete (`useAccountCustomerData().isComplete`), who then only answers the checkboxes and
   * the bot check; `fields` otherwise. Leave it out to let the form switch by itself from
   * `defaultDetailsView`.
   */
  detailsView?: CustomerFormDetailsView;
  /**
   * The details view to start with when `detailsView` is not given.
   * @default 'fields'
   */
  defaultDetailsView?: CustomerFormDetailsView;
  /**
   * Called when the form switches to the fields: "Edit details" was pressed, or a submission or
   * the server found a detail to correct (the fields open with its error shown and focused).
   */
  onDetailsViewChange?: (view: CustomerFormDetailsView) => void;
  /**
   * Whether the email is shown read-only, with a note that the booking goes to the customer
   * account with this address (a signed-in customer).
   * @default false
   */
  isEmailReadOnly?: boolean;
}

const NO_CONSENTS: readonly CustomerFormConsent[] = [];
/** Stands for the document name while a checkbox label is split around its link. */
const DOCUMENT_MARK = '\uE000';

/** Whether `field` is one of the person's details (not a checkbox), which the summary stands for. */
function isDetailField(field: string): boolean {
  return !(CUSTOMER_DOCUMENT_FIELDS as readonly string[]).includes(field) && !field.startsWith('consents.');
}

/**
 * The customer details of a booking (spec sections 3 and 5): private or business customer, name,
 * company and VAT number for businesses, address with country, email, phone with prefix, the
 * required conditions, privacy and cancellation checkboxes (each once: a location consent that
 * accepts one of them, by its `document`, is asked in its place), the location's consents and a slot for
 * the host's bot check. A signed-in customer's complete details can show as a read-only summary
 * with "Edit details" instead (`detailsView`), and the email read-only (`isEmailReadOnly`). Fields
 * follow `customerFormSchema` of `@stowly/booking` (`validateCustomerForm`) and the form state of
 * `useFormState`: validated on blur and on change, never while the person is still typing into a
 * field for the first time. It loads and sends nothing: data goes out through `onChange` and
 * `onSubmit`. The country list is a virtual scroller (spec section 9): of a long list it renders the
 * options in view and `VIRTUAL_SCROLLER_BUFFER_PX` around them, in a chunk fetched on demand.
 *
 * Parts: `stowly-CustomerForm` (a grid: one column, two from 768 px; items spanning both have
 * `data-wide`), `stowly-CustomerFormRequiredNote`, `stowly-CustomerFormCustomerType`,
 * `stowly-CustomerFormRadio`, `stowly-CustomerFormField` (react-aria TextField states),
 * `stowly-CustomerFormLabel`, `stowly-CustomerFormRequired`, `stowly-CustomerFormInput`,
 * `stowly-CustomerFormDescription`, `stowly-CustomerFormError`, `stowly-CustomerFormCountry` with `stowly-CustomerFormCountryButton`,
 * `stowly-CustomerFormCountryPopover` (its `react-aria-ListBox` scrolls) and
 * `stowly-CustomerFormCountryOption` (react-aria ListBoxItem states), the `stowly-PhoneField`
 * parts, `stowly-CustomerFormCheckboxes` holding each `stowly-CustomerFormCheckbox`
 * (`stowly-CustomerFormCheckboxControl` with react-aria Checkbox states, `stowly-CustomerFormCheckboxBox`,
 * `stowly-CustomerFormCheckboxLabel`), `stowly-CustomerFormCaptcha`, `stowly-CustomerFormErrorSummary`
 * and `stowly-CustomerFormSubmit` (react-aria Button states, `data-pending` while submitting); the
 * summary: `stowly-CustomerFormSummary`, `stowly-CustomerFormSummaryIntro`,
 * `stowly-CustomerFormSummaryList` (a description list) and `stowly-CustomerFormEditDetails`.
 */
export function CustomerForm(props: CustomerFormProps): ReactNode {
  const { countries, consents = NO_CONSENTS, serverErrors, isSubmitting = false, onChange } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const [ownData, setOwnData] = useState<CustomerFormData>(() => props.defaultValue ?? {});
  const data = props.value ?? ownData;
  const [ownView, setOwnView] = useState<CustomerFormDetailsView>(props.defaultDetailsView ?? 'fields');
  const view = props.detailsView ?? ownView;
  const openFields = () => {
    if (view === 'fields') return;
    if (props.detailsView === undefined) setOwnView('fields');
    props.onDetailsViewChange?.('fields');
  };

  const customerType = data.customerType ?? DEFAULT_CUSTOMER_TYPE;
  const business = customerType === 'business';
  const fields = customerFormFields({ customerType, consents });
  // A client error shows once its input was left or changed (or the form submitted); the phone
  // number's errors wait for the number, a wrong prefix also for the prefix.
  const form = useFormState({
    fields,
    errors: validateCustomerForm(data, { consents, fields, countries }),
    serverErrors,
    inputOf: customerFieldInput,
    // A detail to correct behind the summary: the fields open, with the error shown.
    onInvalid: (invalid) => {
      if (view === 'summary' && invalid.some(isDetailField)) openFields();
    },
  });
  /** The message shown on an input: a field, or one input of it such as the phone's prefix. */
  const errorText = (input: string) => {
    const found = form.messageOn(input);
    return found ? t(found.key, found.values) : undefined;
  };

  const update = (patch: Partial<CustomerFormData>, field: string, touchNow = false) => {
    const next = { ...data, ...patch };
    if (props.value === undefined) setOwnData(next);
    onChange?.(next);
    form.edit(field, { touch: touchNow });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    if (form.submit()) props.onSubmit({ ...data, customerType });
  };

  const text = (
    field: 'firstName' | 'lastName' | 'companyName' | 'vatNumber' | 'street' | 'zip' | 'city' | 'email',
    extra?: Pick<TextFieldProps, 'type' | 'wide' | 'isReadOnly' | 'description'>,
  ) => (
    <TextField
      parts={{ ...FORM_FIELD_PARTS, field: 'CustomerFormField' }}
      name={field}
      label={t(`ui.customer.customerForm.${field}`)}
      autoComplete={customerFormSchema[field].autoComplete}
      isRequired={customerFormSchema[field].required}
      value={data[field] ?? ''}
      onChange={(value) => update({ [field]: value }, field)}
      onBlur={() => form.touch(field)}
      error={errorText(field)}
      inputRef={form.register(field)}
      {...extra}
    />
  );

  const documentCheckbox = (field: CustomerDocumentField, href: string | undefined) => {
    const key = `ui.customer.customerForm.${field}`;
    const documentName = t(`${key}Document`);
    let label: ReactNode = t(key, { document: documentName });
    if (href) {
      const [before, after = ''] = t(key, { document: DOCUMENT_MARK }).split(DOCUMENT_MARK);
      label = (
        <>
          {before}
          <Link href={href} target="_blank" rel="noopener noreferrer">
            {documentName}
          </Link>
          {after}
        </>
      );
    }
    return (
      <Checkbox
        key={field}
        name={field}
        label={label}
        hasLink={!!href}
        isSelected={!!data[field]}
        isRequired
        error={errorText(field)}
        onChange={(accepted) => update({ [field]: accepted }, field, true)}
        inputRef={form.register(field)}
      />
    );
  };
  const documentConsents = new Set<string>();
  const consentCheckboxes = (shown: readonly CustomerFormConsent[]) => (
    <ConsentCheckboxes
      key={shown.map((consent) => consent.type).join(' ')}
      consents={shown}
      accepted={data.consents}
      errorOf={errorText}
      onChange={(accepted, field) => update({ consents: accepted }, field, true)}
      inputRef={(field) => form.register(field)}
    />
  );
  const hrefs = {
    conditions: props.conditionsHref,
    privacy: props.privacyHref,
    cancellation: props.cancellationHref,
  };

  return (
    <Form className={partClassName('CustomerForm', elements)} validationBehavior="aria" onSubmit={submit}>
      <p className={partClassName('CustomerFormRequiredNote', elements)} data-wide>
        {t('ui.customer.customerForm.requiredNote')}
      </p>
      {view === 'summary' ? (
        <CustomerDetailsSummary
          data={data}
          countries={countries}
          onEdit={() => {
            form.focus('firstName');
            openFields();
          }}
        />
      ) : (
        <>
          <RadioGroup
            className={partClassName('CustomerFormCustomerType', elements)}
            orientation="horizontal"
            value={customerType}
            onChange={(value) => update({ customerType: value as CustomerFormCustomerType }, 'customerType')}
            data-wide
          >
            <Label className={partClassName('CustomerFormLabel', elements)}>
              {t('ui.customer.customerForm.customerType')}
            </Label>
            {(['private', 'business'] as const).map((type) => (
              <Radio key={type} value={type} className={partClassName('CustomerFormRadio', elements)}>
                {t(`ui.customer.customerForm.${type}`)}
              </Radio>
            ))}
          </RadioGroup>
          {text('firstName')}
          {text('lastName')}
          {business ? text('companyName') : null}
          {business ? text('vatNumber') : null}
          {text('street', { wide: true })}
          {text('zip')}
          {text('city')}
          <CountrySelect
            countries={countries}
            value={data.country?.id ?? null}
            onChange={(id) => {
              // A browser's autofill sets the hidden select, whose values are strings.
              const country = countries.find((item) => String(item.id) === String(id));
              const patch: Partial<CustomerFormData> = { country: country ? { id: country.id } : null };
              if (country?.phonePrefix && !data.phone?.prefix?.trim()) {
                patch.phone = { ...data.phone, prefix: country.phonePrefix };
              }
              update(patch, 'country', true);
            }}
            onBlur={() => form.touch('country')}
            error={errorText('country')}
            buttonRef={form.register('country')}
          />
          {text('email', {
            type: 'email',
            wide: true,
            ...(props.isEmailReadOnly && {
              isReadOnly: true,
              description: t('ui.customer.customerForm.emailFromAccount'),
            }),
          })}
          <PhoneField
            value={data.phone}
            onChange={(phone) => update({ phone }, 'phone')}
            // Leaving the number shows every phone error, leaving the prefix its own.
            onBlur={(part) => form.touch(`phone.${part}`)}
            prefixError={errorText('phone.prefix')}
            numberError={errorText('phone.number')}
            prefixInputRef={form.register('phone.prefix')}
            numberInputRef={form.register('phone.number')}
          />
        </>
      )}
      <div className={partClassName('CustomerFormCheckboxes', elements)} data-wide>
        {CUSTOMER_DOCUMENT_FIELDS.map((field) => {
          // Each legal document once: as the location's consent for it when it has one.
          const consent = consentForDocument(field, consents);
          if (!consent) return documentCheckbox(field, hrefs[field]);
          documentConsents.add(consent.type);
          return consentCheckboxes([{ ...consent, required: true, url: consent.url ?? hrefs[field] }]);
        })}
        {consentCheckboxes(consents.filter((consent) => !documentConsents.has(consent.type)))}
      </div>
      {props.captcha ? (
        <div className={partClassName('CustomerFormCaptcha', elements)} data-wide>
          {props.captcha}
        </div>
      ) : null}
      <div className={partClassName('CustomerFormErrorSummary', elements)} role="status" data-wide>
        {form.summary ? (
          <p key={form.summary.id}>
            {t('ui.customer.customerForm.errorSummary', { count: form.summary.count })}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        className={partClassName('CustomerFormSubmit', elements)}
        isPending={isSubmitting}
        data-wide
      >
        {t(isSubmitting ? 'ui.customer.customerForm.submitting' : 'ui.customer.customerForm.submit')}
      </Button>
    </Form>
  );
}
