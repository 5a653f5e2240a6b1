import { isApiError } from '@stowly/api-client';
import {
  buildBookingEcommerce,
  discountCodeRejectionOf,
  type KeptBotCheckToken,
  mapServerFieldErrors,
  SERVER_CUSTOMER_FIELDS,
} from '@stowly/booking';
import {
  MessagesReady,
  useAccountCustomerData,
  useBookingActions,
  useBookingLocation,
  useBookingState,
  useCountries,
  useCustomerDataDefaults,
  useDiscountPanel,
  usePrice,
  useSubmitBooking,
  useTranslation,
  useUnitType,
} from '@stowly/booking/react';
import { CustomerForm, type CustomerFormData, Link } from '@stowly/ui';
import { type ReactNode, useRef, useState } from 'react';
import { useAppServices } from '../../app/useAppServices';
import { usePageTitle } from '../../app/usePageTitle';
import { useTenantSetup } from '../../app/useSetupLocation';
import { useStoreState } from '../../app/useStoreState';
import { useBotCheck } from '../../botCheck/useBotCheck';
import { useFlowNavigation } from '../../flow/useFlowNavigation';
import { LoadFailure, Loading } from '../../routes/LoadingStatus';
import { BookingAside, RunningTotal } from './BookingAside';
import './bookingPages.css';

/**
 * The customer form (`/{locationId}/unit-type/{unitTypeId}/customer`): the flow's customer data
 * (saved as a draft by the SDK, starting from the location's country), countries from the API and
 * the location's consents. Submitting sends the booking (`useSubmitBooking`, with its idempotency
 * key) with a bot-check token; server field errors show on their fields, an unavailable unit leads
 * to the not-available page, an existing booking to the already-booked page, and the basket to its
 * checkout.
 *
 * A signed-in customer's form is filled from their account (`useAccountCustomerData`): complete
 * details show as a read-only summary with "Edit details", so only the checkboxes and the bot
 * check are asked; the email is read-only (the booking goes to the account, whose token the client
 * sends). Until the account has been read a placeholder of the form's size shows, never an empty
 * form that fills a moment later.
 */
export default function CustomerPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('booking.step.customer'));
  const navigation = useFlowNavigation();
  const { locationId, unitTypeId, goToPath, notAvailableHref } = navigation;
  const { tracker, authStore } = useAppServices();
  // Signed in, or a stored session still being checked (its token goes with the calls meanwhile).
  const signedIn = useStoreState(
    authStore,
    (state) => state.auth !== null && state.status !== 'not-logged-in',
  );
  const account = useAccountCustomerData({ signedIn });
  const location = useBookingLocation();
  const setup = useTenantSetup();
  const actions = useBookingActions();
  const customerData = useBookingState((state) => state.customerData);
  const moveInDate = useBookingState((state) => state.moveInDate);
  const bookingPlan = useBookingState((state) => state.bookingPlan);
  const discountCode = useBookingState((state) => state.discountCode);
  const unitType = useUnitType(unitTypeId);
  const price = usePrice();
  const discountPanel = useDiscountPanel();
  const countries = useCountries();
  // The location's country is preselected (with its phone prefix) until the visitor chooses one.
  useCustomerDataDefaults();

  const lastError = useRef<Error | null>(null);
  const submission = useSubmitBooking({
    onError: (error) => {
      lastError.current = error;
    },
  });
  // The bot check (reCAPTCHA's script, when configured) loads with this page.
  const sendWithBotCheck = useBotCheck('booking');
  const botCheck = useRef<KeptBotCheckToken>({ current: undefined });
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (data: CustomerFormData) => {
    if (sending) return;
    actions.setCustomerData(data);
    setSending(true);
    setFailed(false);
    try {
      const basket = await sendWithBotCheck(async (recaptchaToken) => {
        lastError.current = null;
        const created = await submission.submit({ recaptchaToken });
        if (!created) throw lastError.current ?? new Error('The booking was not submitted.');
        return created;
      }, botCheck.current);
      botCheck.current.current = undefined;
      if (unitType.data && bookingPlan && location) {
        void tracker.addShippingInfo(
          buildBookingEcommerce({
            currency: location.currency.code,
            unitType: unitType.data,
            bookingPlan,
            value: price.data?.dueNow,
            discountCode,
          }),
          { email: data.email, phone: data.phone },
        );
      }
      goToPath(`/${locationId}/checkout/${basket.basketId}`);
    } catch (error) {
      if (discountCodeRejectionOf(error)) {
        // The code stopped applying since the price was shown: useSubmitBooking dropped it, and
        // the note above the form says why; sending again books without it.
      } else if (isApiError(error, 'unit-unavailable') && unitTypeId !== null && moveInDate !== null) {
        goToPath(notAvailableHref(unitTypeId, moveInDate));
      } else if (isApiError(error, 'already-booked')) {
        goToPath(`/${locationId}/already-booked`);
      } else if (!hasFormFieldErrors(error)) {
        setFailed(true);
      }
    } finally {
      setSending(false);
    }
  };

  const serverErrors = sending ? null : mapServerFieldErrors(submission.error, SERVER_CUSTOMER_FIELDS);

  let form: ReactNode;
  if (countries.isError) {
    form = (
      <LoadFailure message={t('web.flow.customer.loadError')} onRetry={() => void countries.refetch()} />
    );
  } else if (account.status === 'error') {
    form = <LoadFailure message={t('web.flow.customer.accountLoadError')} onRetry={account.refetch} />;
  } else if (!countries.data || !location || account.status === 'loading') {
    form = (
      <div className="web-FormPlaceholder">
        <Loading
          message={t(account.status === 'loading' ? 'web.flow.customer.accountLoading' : 'web.flow.loading')}
        />
      </div>
    );
  } else {
    const fromAccount = account.status === 'ready';
    form = (
      <CustomerForm
        value={customerData}
        onChange={(data) => actions.setCustomerData(data)}
        onSubmit={(data) => void submit(data)}
        countries={countries.data}
        consents={location.consents}
        // Every legal document is linked: the location's own, else the tenant's.
        conditionsHref={location.termsUrl ?? setup?.termsUrl ?? undefined}
        privacyHref={location.privacyPolicyUrl ?? setup?.privacyPolicyUrl ?? undefined}
        cancellationHref={location.cancellationPolicyUrl ?? setup?.cancellationPolicyUrl ?? undefined}
        serverErrors={serverErrors}
        isSubmitting={sending}
        defaultDetailsView={account.isComplete ? 'summary' : 'fields'}
        isEmailReadOnly={fromAccount && !!account.account?.email.trim()}
      />
    );
  }

  return (
    <div className="web-BookingPage">
      <header className="web-PageHeader">
        <h1>{t('booking.step.customer')}</h1>
        <Link href={navigation.href({ step: 'basket' })}>{t('web.flow.customer.back')}</Link>
      </header>
      <RunningTotal />
      <div className="web-RemovalNote" role="status">
        {discountPanel.removed ? (
          <MessagesReady>
            <p className="web-Notice">
              {t('ui.options.discountCodePanel.removed', {
                code: discountPanel.removed.code,
                reason: t(discountPanel.removed.error),
              })}
            </p>
          </MessagesReady>
        ) : null}
      </div>
      {form}
      {failed ? (
        <p className="web-Notice" data-tone="error" role="alert">
          {t('web.flow.customer.submitError')}
        </p>
      ) : null}
      <BookingAside />
    </div>
  );
}

/** Whether a failed submission names fields of the form (they then show on those fields). */
function hasFormFieldErrors(error: unknown): boolean {
  return Object.keys(mapServerFieldErrors(error, SERVER_CUSTOMER_FIELDS)).some(
    (field) => field !== 'recaptchaToken',
  );
}
