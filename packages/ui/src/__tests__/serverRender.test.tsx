// @vitest-environment node
/**
 * Every component of @stowly/ui (and @stowly/ui/stripe) rendered to HTML in node, as a server
 * renders a page: no `window`, no `document`. Each case renders the component with realistic props
 * inside the providers a page has (a query client with the catalogs a server loaded first, the
 * I18nProvider and the StowlyThemeProvider) and checks what a visitor would read: text, roles,
 * names and links; the SDK's code reads no browser global meanwhile (see `watchBrowserGlobals`).
 * A component exported without a case here fails the second test.
 */
import { I18nProvider, type I18nProviderProps, prefetchCatalogs } from '@stowly/booking/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { componentNames } from '../../../../scripts/testing/componentNames';
import { watchBrowserGlobals } from '../../../../scripts/testing/watchBrowserGlobals';
import * as ui from '../index';
import {
  AlreadyBookedPage,
  AppFrame,
  AppSkeleton,
  type BasketPriceCalculation,
  BasketSummary,
  BillingPlanSelector,
  BookingsTable,
  CancelBookingDialog,
  CheckoutResultSummary,
  CheckoutReturnStatus,
  CheckoutStepIndicator,
  CookieConsentModal,
  CustomerForm,
  DiscountCodePanel,
  ESignatureCancelledPage,
  ESignatureExpiredPage,
  ForbiddenPage,
  FrameRefusal,
  HoldCountdown,
  IdCheckCancelledPage,
  IdCheckExpiredPage,
  IdCheckFailedPage,
  IdCheckInProgressPage,
  InsuranceSelector,
  InterestRegistrationForm,
  InvoicePaymentChoice,
  InvoiceTable,
  LanguageSwitcher,
  LanguageSwitcherButton,
  Link,
  LocationTabs,
  MoveInDatePicker,
  MoveInDetails,
  NotFoundPage,
  NotificationPreferencesForm,
  NotificationsList,
  OpenCheckoutNotice,
  Pagination,
  PaymentMethodCard,
  PhoneField,
  ProductSelector,
  ProviderHandOff,
  ServerErrorPage,
  SessionEndedPage,
  SharedAccessList,
  StatusPage,
  StatusPageFor,
  StowlyThemeProvider,
  ToastRegion,
  UnitTypeCard,
  UnitTypeList,
} from '../index';
import {
  sampleBookings,
  sampleLocations,
  sampleManagers,
  sampleNotifications,
  sampleOpenInvoices,
  samplePaymentMethods,
} from '../portal/internal/portalSampleData';
import * as stripe from '../stripe';
import { StripeCardPayment } from '../stripe';

/** The server translations are seeded, so the provider asks the API nothing: any call fails. */
const offlineClient = new Proxy(
  {},
  { get: () => () => Promise.reject(new Error('A server render makes no API requests here.')) },
) as I18nProviderProps['client'];

let queryClient: QueryClient;
beforeAll(async () => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await prefetchCatalogs(queryClient, 'en');
  queryClient.setQueryData(['translation', 'en'], {});
}, 60_000);

/**
 * `element` rendered to HTML inside the providers of a page, as a server renders it; fails when
 * the SDK's code read a browser global meanwhile (a `typeof window` check included).
 */
function html(element: ReactElement): string {
  const watch = watchBrowserGlobals();
  try {
    const output = renderToString(
      <QueryClientProvider client={queryClient}>
        <I18nProvider client={offlineClient} language="en">
          <StowlyThemeProvider>{element}</StowlyThemeProvider>
        </I18nProvider>
      </QueryClientProvider>,
    );
    expect(watch.reads).toEqual([]);
    return output;
  } finally {
    watch.stop();
  }
}

/** The text of `output`, tags removed and entities of the cases decoded, for reading assertions. */
function textOf(output: string): string {
  return output
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

const noop = () => {};
const NOW = Date.parse('2026-03-20T10:15:00Z');
const clock = { now: () => NOW };

const calculation: BasketPriceCalculation = {
  currency: 'SEK',
  period: 'monthly',
  lines: [
    {
      kind: 'rent',
      label: 'Small unit',
      quantity: 1,
      unitAmount: 1200,
      amount: 1200,
      unitAmountInclTax: 1200,
      amountInclTax: 1200,
      recurring: true,
    },
    {
      kind: 'discount',
      label: 'SPRING25',
      quantity: 1,
      unitAmount: -300,
      amount: -300,
      unitAmountInclTax: -300,
      amountInclTax: -300,
      recurring: false,
    },
    {
      kind: 'tax',
      label: 'VAT',
      quantity: 1,
      unitAmount: 225,
      amount: 225,
      unitAmountInclTax: 225,
      amountInclTax: 225,
      recurring: false,
    },
  ],
  discount: { code: 'SPRING25', amount: 300 },
  subtotal: 900,
  tax: { rate: 25, amount: 225 },
  dueNow: 1125,
  recurringAmount: 1500,
  recurringAmountExclTax: 1500,
};

const unitTypes = [
  {
    id: '101',
    name: 'Locker',
    size: { area: 1.5 },
    priceFrom: { amount: 349, amountInclTax: 349, period: 'month' as const },
    available: true,
    availableUnits: 12,
  },
  {
    id: '104',
    name: 'Garage',
    size: { area: 18, width: 3, length: 6 },
    priceFrom: { amount: 2390, amountInclTax: 2390, period: 'month' as const },
    available: false,
    availableUnits: 0,
  },
];

const languages = [
  { id: 'en', name: 'English' },
  { id: 'sv', name: 'Svenska' },
];

const statusActions = { backToStart: '/', contactSupport: 'mailto:support@nordbox.example' };

type Case = { render: () => ReactElement; expect: (output: string) => void };

/** One case per exported component of the root entry: the element and what its HTML must show. */
const cases: Record<string, Case> = {
  AlreadyBookedPage: {
    render: () => <AlreadyBookedPage startNewBooking="/7" contactSupport={statusActions.contactSupport} />,
    expect: (output) => {
      expect(output).toMatch(/<h1[^>]*>Already booked<\/h1>/);
      expect(output).toMatch(/<a[^>]*href="\/7"[^>]*>Start a new booking<\/a>/);
    },
  },
  AppFrame: {
    render: () => (
      <AppFrame
        tenantName="Nordbox Self Storage"
        logoUrl="https://nordbox.example/logo.svg"
        links={{ imprintUrl: 'https://nordbox.example/imprint', privacyPolicyUrl: null }}
        aside={<p>Your booking</p>}
      >
        <h1>Choose a unit</h1>
      </AppFrame>
    ),
    expect: (output) => {
      expect(output).toMatch(/<img[^>]*alt="Nordbox Self Storage"/);
      expect(output).toMatch(/<a[^>]*href="https:\/\/nordbox.example\/imprint"[^>]*>Imprint<\/a>/);
      expect(output).toMatch(/<aside[^>]*>.*Your booking.*<\/aside>/);
      expect(output).toMatch(/<main[^>]*>.*Choose a unit.*<\/main>/);
    },
  },
  AppSkeleton: {
    render: () => <AppSkeleton />,
    expect: (output) => expect(output).toMatch(/role="status"[^>]*>.*Loading…/),
  },
  BasketSummary: {
    render: () => <BasketSummary calculation={calculation} />,
    expect: (output) => {
      expect(output).toMatch(/<h2[^>]*>Your booking<\/h2>/);
      expect(textOf(output)).toContain('Due now');
      expect(textOf(output)).toContain('SPRING25');
    },
  },
  BillingPlanSelector: {
    render: () => (
      <BillingPlanSelector
        billingPeriods={[
          {
            id: 11,
            name: 'Monthly, no minimum term',
            period: 'monthly',
            amount: 1290,
            amountInclTax: 1290,
            hasInsurances: true,
          },
          {
            id: 12,
            name: 'Monthly, 6 months',
            period: 'monthly',
            amount: 1190,
            amountInclTax: 1190,
            hasInsurances: true,
          },
        ]}
        value={12}
        currency="SEK"
        onChange={noop}
      />
    ),
    expect: (output) => {
      expect(output).toContain('role="radiogroup"');
      expect(output).toMatch(/<input[^>]*type="radio"[^>]*checked=""[^>]*>/);
      expect(textOf(output)).toContain('Monthly, 6 months SEK 1,190.00 per month');
    },
  },
  BookingsTable: {
    render: () => (
      <BookingsTable bookings={sampleBookings.slice(0, 2)} page={1} lastPage={2} onPageChange={noop} />
    ),
    expect: (output) => {
      expect(output).toMatch(/<h2[^>]*>Bookings<\/h2>/);
      expect(output).toMatch(/<table[^>]*role="grid"/);
      expect(output).toMatch(/<td[^>]*role="rowheader"[^>]*><span[^>]*>A-101<\/span>/);
      expect(output).toMatch(/<nav[^>]*aria-label="Bookings: pages"/);
    },
  },
  CancelBookingDialog: {
    render: () => <CancelBookingDialog booking={sampleBookings[0] ?? null} onClose={noop} onConfirm={noop} />,
    // A modal opens in the browser (react-aria portals it there, after hydration): none in server HTML.
    expect: (output) => expect(output).toMatch(/^<div class="stowly-Root"[^>]*><\/div>$/),
  },
  CheckoutResultSummary: {
    render: () => (
      <CheckoutResultSummary
        result={{
          bookingId: 48213,
          unitType: { id: 7, name: 'Small unit' },
          unitName: 'A-104',
          moveInDate: '2026-03-01',
          email: 'anna.svensson@example.com',
          currency: 'SEK',
          dueNow: 1485,
          recurringAmount: 1611.25,
        }}
        locationName="Nordbox Södermalm"
        period="monthly"
        portalHref="/customer-portal/account-overview/12"
      />
    ),
    expect: (output) => {
      expect(output).toMatch(/<h2[^>]*>Booking confirmed<\/h2>/);
      expect(textOf(output)).toContain('48213');
      expect(output).toMatch(
        /<a[^>]*href="\/customer-portal\/account-overview\/12"[^>]*>See this booking in your customer portal<\/a>/,
      );
    },
  },
  CheckoutReturnStatus: {
    render: () => <CheckoutReturnStatus kind="payment" status="checking" onRetry={noop} />,
    expect: (output) => {
      expect(output).toMatch(/<h2[^>]*>Checking your payment<\/h2>/);
      expect(output).toContain('role="progressbar"');
      expect(textOf(output)).toContain('Please keep this page open.');
    },
  },
  CheckoutStepIndicator: {
    render: () => <CheckoutStepIndicator currentStep="e-signature" />,
    expect: (output) => {
      expect(textOf(output)).toContain('Payment (completed)');
      expect(output).toMatch(/<li[^>]*aria-current="step"/);
    },
  },
  CookieConsentModal: {
    render: () => (
      <CookieConsentModal
        isOpen
        cookiePolicyUrl="https://nordbox.example/cookies"
        onSaveSelected={noop}
        onAcceptAll={noop}
      />
    ),
    // The choice is in the browser's storage: the modal opens there, after hydration.
    expect: (output) => expect(output).toMatch(/^<div class="stowly-Root"[^>]*><\/div>$/),
  },
  CustomerForm: {
    render: () => (
      <CustomerForm
        countries={[{ id: 752, name: 'Sverige', phonePrefix: '+46' }]}
        conditionsHref="https://example.com/terms"
        privacyHref="https://example.com/privacy"
        cancellationHref="https://example.com/cancellation"
        onChange={noop}
        onSubmit={noop}
      />
    ),
    expect: (output) => {
      expect(output).toMatch(/<label[^>]*>Email address/);
      expect(textOf(output)).toContain('Private person');
      expect(output).toMatch(/<button[^>]*type="submit"[^>]*>.*Continue to checkout/);
      expect(output).toContain('href="https://example.com/terms"');
    },
  },
  DiscountCodePanel: {
    render: () => (
      <DiscountCodePanel
        panel="no-code"
        input=""
        error={null}
        validating={false}
        appliedCode={null}
        openForm={noop}
        setInput={noop}
        apply={noop}
        reset={noop}
      />
    ),
    expect: (output) => {
      expect(output).toMatch(/data-panel="no-code"/);
      expect(output).toMatch(/<button[^>]*>I have a discount code<\/button>/);
    },
  },
  ESignatureCancelledPage: {
    render: () => (
      <ESignatureCancelledPage signAgain="/7/checkout" contactSupport={statusActions.contactSupport} />
    ),
    expect: (output) => {
      expect(output).toMatch(/<h1[^>]*>Signature cancelled<\/h1>/);
      expect(output).toMatch(/<a[^>]*href="\/7\/checkout"[^>]*>Sign the contract again<\/a>/);
    },
  },
  ESignatureExpiredPage: {
    render: () => (
      <ESignatureExpiredPage signAgain="/7/checkout" contactSupport={statusActions.contactSupport} />
    ),
    expect: (output) => {
      expect(output).toMatch(/<h1[^>]*>Signature expired<\/h1>/);
      expect(output).toMatch(/<a[^>]*href="\/7\/checkout"[^>]*>Sign the contract again<\/a>/);
    },
  },
  ForbiddenPage: {
    render: () => <ForbiddenPage signIn="/login" backToStart="/" />,
    expect: (output) => {
      expect(output).toMatch(/<h1[^>]*>Access denied<\/h1>/);
      expect(output).toMatch(/<a[^>]*href="\/login"[^>]*>Sign in<\/a>/);
    },
  },
  FrameRefusal: {
    render: () => <FrameRefusal area="booking" supportEmail="support@nordbox.example" />,
    expect: (output) => {
      expect(output).toMatch(/<h1[^>]*>This page cannot be shown here<\/h1>/);
      expect(output).toMatch(/<a[^>]*href="mailto:support@nordbox.example"[^>]*>/);
    },
  },
  HoldCountdown: {
    render: () => <HoldCountdown expiresAt="2026-03-20T10:30:00Z" clock={clock} />,
    expect: (output) => {
      expect(output).toMatch(/<time[^>]*role="timer"[^>]*>15:00<\/time>/);
      expect(textOf(output)).toContain('Time left to finish your booking');
    },
  },
  IdCheckCancelledPage: {
    render: () => (
      <IdCheckCancelledPage restartIdCheck="/7/checkout" contactSupport={statusActions.contactSupport} />
    ),
    expect: (output) => {
      expect(output).toMatch(/<h1[^>]*>Identity check cancelled<\/h1>/);
      expect(output).toMatch(/<a[^>]*href="\/7\/checkout"[^>]*>Start the identity check again<\/a>/);
    },
  },
  IdCheckExpiredPage: {
    render: () => (
      <IdCheckExpiredPage restartIdCheck="/7/checkout" contactSupport={statusActions.contactSupport} />
    ),
    expect: (output) => {
      expect(output).toMatch(/<h1[^>]*>Identity check expired<\/h1>/);
      expect(output).toMatch(/<a[^>]*href="\/7\/checkout"[^>]*>Start the identity check again<\/a>/);
    },
  },
  IdCheckFailedPage: {
    render: () => (
      <IdCheckFailedPage restartIdCheck="/7/checkout" contactSupport={statusActions.contactSupport} />
    ),
    expect: (output) => {
      expect(output).toMatch(/<h1[^>]*>Identity not confirmed<\/h1>/);
      expect(output).toMatch(/<a[^>]*href="\/7\/checkout"[^>]*>Start the identity check again<\/a>/);
    },
  },
  IdCheckInProgressPage: {
    render: () => <IdCheckInProgressPage onRefresh={noop} contactSupport={statusActions.contactSupport} />,
    expect: (output) => {
      expect(output).toMatch(/<h1[^>]*>Identity check in progress<\/h1>/);
      expect(output).toMatch(/role="status"[^>]*>[^<]*still being processed/);
      expect(output).toMatch(/<button[^>]*>Check the status again<\/button>/);
    },
  },
  InsuranceSelector: {
    render: () => (
      <InsuranceSelector
        insurances={[
          {
            id: 21,
            name: 'Basic cover',
            description: 'Fire, water damage and burglary.',
            coverageAmount: 50000,
            billingPeriod: { id: 210, period: 'monthly', amount: 49, amountInclTax: 49 },
          },
        ]}
        value={null}
        currency="SEK"
        onChange={noop}
      />
    ),
    expect: (output) => {
      expect(output).toContain('role="radiogroup"');
      expect(textOf(output)).toContain('Basic cover Covers up to SEK 50,000.00 SEK 49.00 per month');
    },
  },
  InterestRegistrationForm: {
    render: () => (
      <InterestRegistrationForm
        unitTypeName="Drive-up garage 15 m²"
        defaultPhonePrefix="+46"
        moveInDateWindow={{ minDate: '2030-03-12', maxDate: '2030-05-12' }}
        consents={[{ type: 'contact', label: 'Contact me when a unit is free', required: true, url: null }]}
        onSubmit={() => Promise.resolve()}
      />
    ),
    expect: (output) => {
      expect(output).toMatch(/<h3[^>]*>Your interest in Drive-up garage 15 m²<\/h3>/);
      expect(textOf(output)).toContain('Choose a date from 12 March 2030 to 12 May 2030.');
      expect(textOf(output)).toContain('Contact me when a unit is free');
      expect(output).toMatch(/<button[^>]*type="submit"[^>]*>.*Send registration/);
    },
  },
  InvoiceTable: {
    render: () => (
      <InvoiceTable
        variant="open"
        invoices={sampleOpenInvoices}
        page={1}
        lastPage={1}
        onPageChange={noop}
        getDownloadHref={(invoice) => `/documents/invoices/${invoice.id}.pdf`}
      />
    ),
    expect: (output) => {
      expect(output).toMatch(/<h2[^>]*>Open invoices<\/h2>/);
      expect(textOf(output)).toContain('INV-2026-00041 1 Mar 2026 15 Mar 2026 SEK 1,200.00 Overdue');
      expect(output).toMatch(/<a[^>]*href="\/documents\/invoices\/[^"]+\.pdf"[^>]*>/);
    },
  },
  InvoicePaymentChoice: {
    render: () => (
      <InvoicePaymentChoice
        invoice={sampleOpenInvoices[0] as (typeof sampleOpenInvoices)[number]}
        paymentMethod={samplePaymentMethods.visa}
        onPay={noop}
      />
    ),
    expect: (output) => {
      expect(textOf(output)).toContain('INV-2026-00042');
      expect(output).toMatch(/<button[^>]*>/);
    },
  },
  LanguageSwitcher: {
    render: () => <LanguageSwitcher languages={languages} value="sv" onChange={noop} />,
    expect: (output) => {
      expect(output).toMatch(/<button[^>]*aria-haspopup="true"[^>]*>.*<span[^>]*lang="sv">Svenska<\/span>/);
      expect(textOf(output)).toContain('Language');
    },
  },
  LanguageSwitcherButton: {
    render: () => <LanguageSwitcherButton languages={languages} value="en" />,
    expect: (output) => expect(textOf(output)).toBe('Language English'),
  },
  Link: {
    render: () => <Link href="/7/unit-types">Back to the units</Link>,
    expect: (output) => expect(output).toMatch(/<a[^>]*href="\/7\/unit-types"[^>]*>Back to the units<\/a>/),
  },
  LocationTabs: {
    render: () => (
      <LocationTabs
        locations={sampleLocations}
        selectedId={sampleLocations[1]?.id ?? null}
        onSelectionChange={noop}
      >
        {(location) => <p>{`Account overview of ${location.name}`}</p>}
      </LocationTabs>
    ),
    expect: (output) => {
      expect(output).toMatch(/role="tablist"/);
      expect(output).toMatch(/aria-selected="true"[^>]*role="tab"[^>]*>Nordbox Kista</);
      expect(output).toMatch(/role="tabpanel"[^>]*><p>Account overview of Nordbox Kista<\/p>/);
    },
  },
  MoveInDatePicker: {
    render: () => (
      <MoveInDatePicker value="2030-03-12" minDate="2030-03-10" maxDate="2030-05-10" onChange={noop} />
    ),
    expect: (output) => {
      expect(textOf(output)).toContain('Move-in date');
      expect(output).toContain('role="spinbutton"');
      expect(textOf(output)).toContain('Choose a date from 10 March 2030 to 10 May 2030.');
    },
  },
  MoveInDetails: {
    render: () => (
      <MoveInDetails
        details={{
          unitName: 'A-104',
          moveInDate: '2026-03-01',
          locationName: 'Nordbox Stockholm Kungsholmen',
          address: { street: 'Fleminggatan 41', postalCode: '112 32', city: 'Stockholm', countryCode: 'SE' },
          mapUrl: 'https://www.openstreetmap.org/search?query=Fleminggatan%2041',
          accessHours: [{ weekdays: [1, 2, 3, 4, 5], opens: '06:00', closes: '23:00' }],
        }}
        signInHref="/customer-portal"
      />
    ),
    expect: (output) => {
      expect(textOf(output)).toContain('A-104');
      expect(textOf(output)).toContain('Fleminggatan 41');
      expect(output).toMatch(/<a[^>]*href="https:\/\/www\.openstreetmap\.org\/search[^"]*"[^>]*>/);
      expect(output).toMatch(/<a[^>]*href="\/customer-portal"[^>]*>/);
    },
  },
  NotFoundPage: {
    render: () => <NotFoundPage {...statusActions} />,
    expect: (output) => {
      expect(output).toMatch(/<h1[^>]*>Page not found<\/h1>/);
      expect(output).toMatch(/<a[^>]*href="\/"[^>]*>Back to the start page<\/a>/);
    },
  },
  NotificationPreferencesForm: {
    render: () => (
      <NotificationPreferencesForm
        preferences={{
          channels: {
            email: { invoices: true, reminders: true, news: false },
            sms: { invoices: false, reminders: false, news: false },
          },
          smsAvailable: false,
        }}
        onSave={() => Promise.resolve()}
      />
    ),
    expect: (output) => {
      expect(output).toMatch(/aria-label="Invoices by email"[^>]*checked/);
      expect(textOf(output)).toContain('Messages by SMS need a phone number in your customer details.');
    },
  },
  NotificationsList: {
    render: () => <NotificationsList notifications={sampleNotifications} timeZone="Europe/Stockholm" />,
    expect: (output) => {
      expect(output).toMatch(/<h2[^>]*>Notifications<\/h2>/);
      expect(output).toMatch(/<h3[^>]*>Gate maintenance on Friday<\/h3>/);
      expect(textOf(output)).toContain('2 Apr 2026 · Unread · Warning');
    },
  },
  OpenCheckoutNotice: {
    render: () => (
      <OpenCheckoutNotice
        expiresAt="2026-03-20T10:30:00Z"
        unitTypeName="Small unit"
        continueHref="/12/checkout/8234551"
        onStartOver={noop}
        clock={clock}
      />
    ),
    expect: (output) => {
      expect(textOf(output)).toContain('You have a booking of Small unit in progress');
      expect(output).toMatch(/<time[^>]*>15:00<\/time>/);
      expect(output).toMatch(/<a[^>]*href="\/12\/checkout\/8234551"[^>]*>Continue booking<\/a>/);
    },
  },
  Pagination: {
    render: () => <Pagination page={2} lastPage={4} onPageChange={noop} />,
    expect: (output) => {
      expect(output).toMatch(/<nav[^>]*aria-label="Pages"/);
      expect(textOf(output)).toContain('Next page');
    },
  },
  PaymentMethodCard: {
    render: () => (
      <PaymentMethodCard
        paymentMethod={samplePaymentMethods.visa}
        updateHref="/customer-portal/account-overview/11/payment/update"
        verifyHref="/customer-portal/account-overview/11/payment/update/verify"
      />
    ),
    expect: (output) => {
      expect(output).toMatch(/<h2[^>]*>Payment method<\/h2>/);
      expect(textOf(output)).toContain('Visa ending in 4242');
      expect(output).toMatch(
        /<a[^>]*href="\/customer-portal\/account-overview\/11\/payment\/update"[^>]*>Update payment method<\/a>/,
      );
    },
  },
  PhoneField: {
    render: () => <PhoneField value={{ prefix: '+46', number: '701234567' }} onChange={noop} />,
    expect: (output) => {
      expect(output).toMatch(/<label[^>]*>Country code<\/label><input[^>]*type="tel"[^>]*value="\+46"/);
      expect(output).toMatch(/<label[^>]*>Phone number<\/label><input[^>]*type="tel"[^>]*value="701234567"/);
    },
  },
  ProductSelector: {
    render: () => (
      <ProductSelector
        products={[
          {
            id: 1,
            name: 'Padlock',
            description: 'Disc lock with two keys.',
            frequency: 'one_time',
            amount: 149,
            amountInclTax: 149,
          },
          { id: 1, name: 'Climate control', frequency: 'recurring', amount: 99, amountInclTax: 99 },
        ]}
        selected={[]}
        currency="SEK"
        period="monthly"
        onToggle={noop}
        onQuantityChange={noop}
      />
    ),
    expect: (output) => {
      expect(output).toMatch(/<legend[^>]*>One-time products<\/legend>/);
      expect(output).toMatch(/<legend[^>]*>Recurring products<\/legend>/);
      expect(output).toMatch(/<input[^>]*type="checkbox"/);
      expect(textOf(output)).toContain('Padlock SEK 149.00 one-off Disc lock with two keys.');
    },
  },
  ProviderHandOff: {
    render: () => <ProviderHandOff kind="e-signature" onContinue={noop} onRetry={noop} />,
    expect: (output) => expect(output).toMatch(/<button[^>]*>Continue to signing<\/button>/),
  },
  ServerErrorPage: {
    render: () => <ServerErrorPage retry={noop} backToStart="/" />,
    expect: (output) => {
      expect(output).toMatch(/<h1[^>]*>Something went wrong<\/h1>/);
      expect(output).toMatch(/<button[^>]*>Try again<\/button>/);
    },
  },
  SessionEndedPage: {
    render: () => <SessionEndedPage startNewBooking="/7" contactSupport={statusActions.contactSupport} />,
    expect: (output) => {
      expect(output).toMatch(/<h1[^>]*>Session ended<\/h1>/);
      expect(output).toMatch(/<a[^>]*href="\/7"[^>]*>Start a new booking<\/a>/);
    },
  },
  SharedAccessList: {
    render: () => (
      <SharedAccessList
        managers={sampleManagers.slice(0, 2)}
        page={1}
        lastPage={1}
        onAdd={noop}
        onRemove={noop}
        timeZone="Europe/Stockholm"
      />
    ),
    expect: (output) => {
      expect(output).toMatch(/<h2[^>]*>Shared access<\/h2>/);
      expect(output).toMatch(/<table[^>]*role="grid"/);
      expect(textOf(output)).toContain(sampleManagers[0]?.email ?? '');
      expect(output).toMatch(/<form[^>]*aria-label/);
    },
  },
  StatusPage: {
    render: () => (
      <StatusPage
        tone="info"
        title="Page not found"
        text="The page you are looking for does not exist."
        primaryAction={{ label: 'Back to the start page', href: '/' }}
      />
    ),
    expect: (output) => {
      expect(output).toMatch(/<h1[^>]*>Page not found<\/h1>/);
      expect(textOf(output)).toContain('The page you are looking for does not exist.');
    },
  },
  StatusPageFor: {
    render: () => <StatusPageFor kind="notFound" {...statusActions} />,
    expect: (output) => expect(output).toMatch(/<h1[^>]*>Page not found<\/h1>/),
  },
  StowlyThemeProvider: {
    render: () => (
      <StowlyThemeProvider variables={{ colorPrimary: '#5B2A86' }} elements={{ Root: 'tenant-root' }}>
        <p>Themed</p>
      </StowlyThemeProvider>
    ),
    expect: (output) => {
      expect(output).toMatch(
        /<div class="stowly-Root tenant-root" style="[^"]*--stowly-color-primary:#5B2A86/,
      );
      expect(output).toContain('<p>Themed</p>');
    },
  },
  ToastRegion: {
    render: () => (
      <ToastRegion
        toasts={[
          { id: 'saved', text: 'Your payment method was updated.', type: 'success' },
          { id: 'failed', text: 'The invoice could not be loaded.', type: 'error' },
        ]}
        onDismiss={noop}
      />
    ),
    expect: (output) => {
      expect(output).toMatch(/role="alert"[^>]*>.*Something went wrong/);
      expect(textOf(output)).toContain('Your payment method was updated.');
    },
  },
  UnitTypeCard: {
    render: () => (
      <UnitTypeCard
        id="101"
        name="Locker"
        size={{ area: 1.5, width: 1, length: 1.5, height: 2.2 }}
        priceFrom={{ amount: 349, amountInclTax: 349, period: 'month' }}
        available
        availableUnits={12}
        currency="SEK"
        onSelect={noop}
      />
    ),
    expect: (output) => {
      expect(output).toMatch(/<h3[^>]*>Locker<\/h3>/);
      expect(output).toMatch(/<button[^>]*>.*Select/);
    },
  },
  UnitTypeList: {
    render: () => (
      <UnitTypeList
        unitTypes={unitTypes}
        categories={[
          { id: '1', name: 'Indoor' },
          { id: '2', name: 'Drive-up' },
        ]}
        currency="SEK"
        onSelect={noop}
        onCategoryChange={noop}
      />
    ),
    expect: (output) => {
      expect(output.match(/<article/g)).toHaveLength(2);
      expect(textOf(output)).toContain('Drive-up');
      expect(textOf(output)).toContain('Sold out');
    },
  },
};

/** The cases of `@stowly/ui/stripe`. */
const stripeCases: Record<string, Case> = {
  StripeCardPayment: {
    render: () => (
      <StripeCardPayment
        publishableKey="pk_test_123"
        clientSecret="seti_123_secret_456"
        intentType="setup"
        returnUrl="https://book.example.com/12/checkout/step/payment-verify"
        amount={0}
        currency="SEK"
      />
    ),
    // Stripe.js loads in the browser only: the server sends the loading state.
    expect: (output) => {
      expect(output).toMatch(/data-status="loading"/);
      expect(output).toMatch(/role="status"[^>]*>Loading the secure card form…</);
      expect(output).not.toContain('<form');
    },
  },
};

describe('@stowly/ui rendered on a server', () => {
  it('runs in node, without window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('has a render case for every exported component', () => {
    expect(Object.keys(cases).sort()).toEqual(componentNames(ui));
    expect(Object.keys(stripeCases).sort()).toEqual(componentNames(stripe));
  });

  for (const [name, { render, expect: expectHtml }] of Object.entries({ ...cases, ...stripeCases })) {
    it(`renders ${name}`, () => {
      const output = html(render());
      if (process.env.STOWLY_PRINT_SSR) console.log(`${name}:\n${output}\n`);
      expectHtml(output);
    });
  }
});
