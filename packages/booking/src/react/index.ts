/**
 * @stowly/booking/react: providers and hooks over the headless booking rules. Needs React and a
 * TanStack `QueryClientProvider` (`@tanstack/react-query` is a peer dependency).
 * @packageDocumentation
 */

export { BookingProvider, type BookingProviderProps } from './BookingProvider';
export {
  BOOKING_PLANS_PAGE_SIZE,
  FIRST_PAGE,
  FLOW_INSURANCES_PAGE_SIZE,
  OPTIONAL_PRODUCTS_PAGE_SIZE,
  OPTIONS_INSURANCES_PAGE_SIZE,
} from './bookingPageSizes';
export {
  type AppCatalogLoader,
  type CatalogPart,
  I18nProvider,
  type I18nProviderProps,
  MessagesReady,
  type MessagesReadyProps,
  prefetchCatalogs,
} from './I18nProvider';
export { PortalProvider, type PortalProviderProps } from './PortalProvider';
export type { SubmitBookingContext, SubmitBookingOverride } from './SubmitBookingOverride';
export { ToastProvider, type ToastProviderProps } from './ToastProvider';
export {
  type AccountCustomerData,
  type UseAccountCustomerDataOptions,
  useAccountCustomerData,
} from './useAccountCustomerData';
export { useAvailability } from './useAvailability';
export { type UseBillingPeriodsOptions, useBillingPeriods } from './useBillingPeriods';
export { useBookingActions } from './useBookingActions';
export { useBookingLocation } from './useBookingLocation';
export { type UseBookingProgressOptions, useBookingProgress } from './useBookingProgress';
export { useBookingState } from './useBookingState';
export { useBookingStore } from './useBookingStore';
export {
  type CheckoutActions,
  type CheckoutView,
  ID_CHECK_POLL_INTERVAL_MS,
  type UseCheckoutStateOptions,
  useCheckout,
  useCheckoutActions,
  useCheckoutResult,
  useCheckoutState,
} from './useCheckout';
export {
  type CheckoutCall,
  type CheckoutCallStatus,
  type UseCheckoutCallOptions,
  useCheckoutCall,
} from './useCheckoutCall';
export { useCheckoutMoveInCalendar } from './useCheckoutMoveInCalendar';
export { useCountries } from './useCountries';
export { useCustomerDataDefaults } from './useCustomerDataDefaults';
export { type DiscountPanelView, useDiscountPanel } from './useDiscountPanel';
export { type DiscountValidationState, useDiscountValidation } from './useDiscountValidation';
export { type DraftRestoreStatus, useDraftRestoreStatus } from './useDraftRestoreStatus';
export {
  type FormFieldMessage,
  type FormFieldMessages,
  type FormState,
  type UseFormStateOptions,
  useFormState,
} from './useFormState';
export { useFurthestAllowedStep } from './useFurthestAllowedStep';
export {
  HOLD_EXPIRED_RECHECK_MS,
  type HoldCountdownView,
  type UseHoldCountdownOptions,
  useHoldCountdown,
} from './useHoldCountdown';
export { type UseInsurancesOptions, useInsurances } from './useInsurances';
export {
  type InterestRegistration,
  type InterestRegistrationInput,
  type UseInterestRegistrationOptions,
  useInterestRegistration,
} from './useInterestRegistration';
export {
  type PayInvoiceInput,
  type UsePayInvoiceOptions,
  useOpenInvoice,
  usePayInvoice,
  useVerifyInvoicePayment,
} from './useInvoicePayment';
export { useMoveInDateWindow } from './useMoveInDateWindow';
export {
  type NotificationChannels,
  type NotificationPreferences,
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from './useNotificationPreferences';
export { type OpenCheckoutView, useOpenCheckout } from './useOpenCheckout';
export { type UseOptionalProductsOptions, useOptionalProducts } from './useOptionalProducts';
export {
  type PortalCustomer,
  useBookingMoveIn,
  useBookingPaymentMethod,
  useCurrentCustomer,
  useCustomerPaymentMethods,
  useInvoices,
  useNotifications,
  usePortalBookings,
  usePortalLocations,
  useSetupIntent,
  useSharedAccess,
} from './usePortal';
export { type PortalDocumentDownloads, usePortalDocuments } from './usePortalDocuments';
export {
  type CancelBookingInput,
  useAddManager,
  useCancelBooking,
  useRemoveManager,
  useUpdatePaymentMethod,
  useWithdrawCancellation,
} from './usePortalMutations';
export { type UsePriceResult, usePrice } from './usePrice';
export {
  type SubmitBookingInput,
  type SubmitBookingState,
  type UseSubmitBookingOptions,
  useSubmitBooking,
} from './useSubmitBooking';
export { type ToastsView, type UseToastsOptions, useToasts } from './useToasts';
export { useTranslation } from './useTranslation';
export { useUnitType } from './useUnitType';
export { useUnitTypeCategories } from './useUnitTypeCategories';
export { type UnitTypeFilters, useUnitTypes } from './useUnitTypes';
