/**
 * @stowly/booking: headless booking rules. This entry has no React and no DOM. The checkout is
 * its own entry, `@stowly/booking/checkout` (src/checkout.ts); the React bindings are
 * `@stowly/booking/react`.
 * @packageDocumentation
 */

// Auth, consent, i18n, tracking, toasts and customer form rules (auth/consent/i18n engineer).
export {
  type AuthConfig,
  type AuthError,
  type AuthLock,
  type AuthNavigate,
  type AuthState,
  type AuthStatus,
  type CreateAuthStoreOptions,
  createAuthStore,
  LOGIN_ATTEMPT_MAX_AGE_MS,
  LOGIN_ATTEMPT_STORAGE_KEY,
} from './core/auth/createAuthStore';
export type { Clock, RandomSource } from './core/auth/createLoginAttempt';
export { isSafeRedirect } from './core/auth/isSafeRedirect';
export { AUTH_STORAGE_KEY, readStoredAuth, type StoredAuth } from './core/auth/readStoredAuth';
export type { StorageLike } from './core/auth/StorageLike';
export {
  CONSENT_MODE_KEYS,
  CONSENT_MODE_STORAGE_KEY,
  CONSENT_STORAGE_KEY,
  type ConsentMode,
  type ConsentModeValue,
  type ConsentRecord,
  type ConsentState,
  type CreateConsentStoreOptions,
  consentModeFor,
  createConsentStore,
  DEFAULT_CONSENT_MODE,
} from './core/consent/createConsentStore';
export { customerDataDefaults } from './core/customer/customerDataDefaults';
export { customerDataFromAccount } from './core/customer/customerDataFromAccount';
export { type CustomerDetailField, customerDetailFields } from './core/customer/customerFields';
export {
  type ConsentDocument,
  CUSTOMER_DOCUMENT_FIELDS,
  type CustomerDocumentField,
  type CustomerFieldRule,
  type CustomerFormConsentRule,
  type CustomerFormErrors,
  type CustomerFormField,
  type CustomerFormFieldsOptions,
  consentForDocument,
  customerFieldInput,
  customerFormFields,
  customerFormSchema,
  type ValidateCustomerFormOptions,
} from './core/customer/customerFormSchema';
export {
  DEFAULT_VALIDATION_MESSAGE_KEY,
  FORM_VALIDATION_CODES,
  type FormValidationCode,
  type FormValidationKey,
  formValidators,
  type ValidationMessage,
  type Validator,
  validate,
  validationMessageKey,
} from './core/customer/formValidators';
export { isSignedInCustomerComplete } from './core/customer/isSignedInCustomerComplete';
export { mapServerFieldErrors, SERVER_CUSTOMER_FIELDS } from './core/customer/mapServerFieldErrors';
export {
  POSTAL_CODE_FORMATS,
  type PostalCodeFormat,
  postalCodeError,
} from './core/customer/postalCodeFormats';
export { validateCustomerForm } from './core/customer/validateCustomerForm';
export {
  type CreateMoveInDateWindowStoreOptions,
  createMoveInDateWindowStore,
  type IntervalScheduler,
  type MoveInDateWindowState,
} from './core/dates/createMoveInDateWindowStore';
export {
  DEFAULT_BOOKING_WINDOW_MONTHS,
  getMoveInDateWindow,
  isMoveInDateSelectable,
  MIN_DATE_REFRESH_MS,
  type MoveInDateWindow,
  type MoveInDateWindowLocation,
  toNoonDate,
} from './core/dates/getMoveInDateWindow';
export {
  canApplyDiscountCode,
  createDiscountPanelStore,
  type DiscountPanel,
  type DiscountPanelState,
  type DiscountPanelStore,
  type RemovedDiscountCode,
} from './core/discount/createDiscountPanelStore';
export {
  DISCOUNT_CODE_ERROR,
  DISCOUNT_CODE_LIMIT_ERROR,
  DISCOUNT_CODE_REJECTION_ERRORS,
  type DiscountCodeError,
  type DiscountCodeRejectionError,
  discountCodeRejectionOf,
} from './core/discount/discountCodeErrors';
export { type DiscountCodeValidation, validateDiscountCode } from './core/discount/validateDiscountCode';
export {
  type BookingFlowActions,
  type BookingFlowData,
  type BookingFlowState,
  type BookingPlanChangeRemovals,
  type BookingPlanOffer,
  type BookingStore,
  type CreateBookingStoreOptions,
  type CustomerData,
  type CustomerType,
  createBookingStore,
  DEFAULT_CUSTOMER_TYPE,
  DEFAULT_PRODUCT_QUANTITY,
  hasCompleteOptions,
  MAX_DISCOUNT_CODE_LENGTH,
  MAX_PRODUCT_QUANTITY,
  MAX_PRODUCTS_PER_FREQUENCY,
  type ProductFrequency,
  type SelectedBookingPlan,
  type SelectedInsurance,
  type SelectedProduct,
  type SelectedUnitType,
  type UnitAvailability,
} from './core/flow/createBookingStore';
export {
  bookingDraftStorageKey,
  createDraftPersistence,
  DRAFT_SAVE_DEBOUNCE_MS,
  type DraftPersistence,
  type DraftPersistenceOptions,
  type DraftRestoreLocation,
  type DraftTabChannel,
} from './core/flow/createDraftPersistence';
export {
  BOOKING_STEPS,
  type BookingStep,
  furthestAllowedStep,
  nextOptionsSection,
  type OptionsSection,
  resolveNavigation,
} from './core/flow/furthestAllowedStep';
export {
  type BookingProgress,
  type BookingProgressContext,
  getBookingProgress,
} from './core/flow/getBookingProgress';
export {
  type CustomerDataStatus,
  getCustomerDataStatus,
  isGuestCustomerDataComplete,
} from './core/flow/getCustomerDataStatus';
export {
  type BookingDraft,
  type BookingDraftCustomerData,
  type BookingDraftProduct,
  parseBookingDraft,
  toBookingDraft,
} from './core/flow/parseBookingDraft';
export {
  type KeptBotCheckToken,
  type SendWithBotCheckOptions,
  sendWithBotCheck,
} from './core/flow/sendWithBotCheck';
export { toSelectedUnitType } from './core/flow/toSelectedUnitType';
export {
  chooseLanguage,
  LANGUAGE_STORAGE_KEY,
  type LanguageSources,
  readStoredLanguage,
  storeLanguage,
} from './core/i18n/chooseLanguage';
export {
  createFormatters,
  type DayValue,
  type FormatDayOptions,
  type Formatters,
} from './core/i18n/createFormatters';
export {
  type CreateI18nOptions,
  createI18n,
  type I18n,
  type MessageError,
  type MessageValues,
} from './core/i18n/createI18n';
export { createLanguageStore, type LanguageState } from './core/i18n/createLanguageStore';
export {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  type Language,
  normalizeLanguage,
  SUPPORTED_LANGUAGES,
  toBookingLanguageId,
  toRegionalLocale,
} from './core/i18n/languages';
export {
  type Catalog,
  type CatalogMessage,
  loadCatalog,
  loadCatalogs,
  type MessageKey,
} from './core/i18n/loadCatalog';
export { hasMessageSyntax } from './core/i18n/messageSyntax';
export {
  VIRTUAL_SCROLLER_BUFFER_PX,
  VIRTUAL_SCROLLER_RENDER_LIMIT,
} from './core/lists/virtualScrollerLimits';
export { BookingError, type BookingErrorCode } from './core/payloads/BookingError';
export { type BookingPayloadOptions, buildBookingPayload } from './core/payloads/buildBookingPayload';
export {
  buildInterestRegistrationPayload,
  type InterestRegistrationData,
  type InterestRegistrationPayloadOptions,
} from './core/payloads/buildInterestRegistrationPayload';
export {
  buildPriceCalculationPayload,
  canCalculatePrice,
  type PriceableBookingState,
  toBookingItems,
} from './core/payloads/buildPriceCalculationPayload';
export {
  type BookingSubmitter,
  type BookingSubmitterOptions,
  createBookingSubmitter,
  type SubmitBookingOptions,
  submitBooking,
} from './core/payloads/submitBooking';
export { type ServerCustomer, toServerCustomer } from './core/payloads/toServerCustomer';
export {
  INVOICE_HISTORY_PAGE_SIZE,
  OPEN_INVOICES_PAGE_SIZE,
  PORTAL_BOOKINGS_PAGE_SIZE,
  SHARED_ACCESSES_PAGE_SIZE,
} from './core/portal/portalPageSizes';
export {
  pricesIncludeTax,
  type ShownPriceLine,
  type ShownPriceSummary,
  shownAmount,
  shownPriceSummary,
  type TaxedPrice,
} from './core/prices/shownPrices';
export { whenIdle } from './core/scheduling/whenIdle';
export {
  type CreateToastStoreOptions,
  createToastStore,
  type Toast,
  type ToastInput,
  type ToastScheduler,
  type ToastState,
  type ToastType,
} from './core/toasts/createToastStore';
export {
  APP_TOAST_SPEED_MS,
  DEFAULT_TOAST_DURATION_MS,
  TOAST_SPEED_MS,
  TOAST_WIDTH_PX,
} from './core/toasts/toastConstants';
export {
  type BookingEcommerceInput,
  buildBookingEcommerce,
  buildCheckoutEcommerce,
} from './core/tracking/buildBookingEcommerce';
export {
  buildEcommerceEvent,
  buildVirtualPageview,
  type CustomerContact,
  ECOMMERCE_RESET,
  type EcommerceData,
  type EcommerceEvent,
  type EcommerceEventName,
  type EcommerceItem,
  type EnhancedConversionData,
  hashEnhancedConversionData,
  normalizeEmail,
  normalizePhone,
  type VirtualPageviewEvent,
} from './core/tracking/buildTrackingEvents';
export { createTracker, type Tracker } from './core/tracking/createTracker';
export type { DataLayer } from './core/tracking/DataLayer';
export { redactSecrets, redactSecrets as redactTokensFromUrl } from './core/tracking/redactSecrets';
export { type Snippet, type SnippetTag, snippetScripts } from './core/tracking/snippetScripts';
