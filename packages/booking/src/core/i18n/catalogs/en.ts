import accounts from './accounts/en';
import customer from './customer/en';
import limits from './limits/en';
import options from './options/en';
import portalAccess from './portalAccess/en';
import sessions from './sessions/en';
import shell from './shell/en';
import status from './status/en';

/**
 * English messages of the SDK (ICU MessageFormat) but the checkout's and the customer portal's
 * (`ui.portal.*`): the booking flow, the shell, the status pages, sign-in and shared access. The
 * checkout's and the portal's are in `later/en.ts`; `all/en.ts` joins both. The reference catalog: every other language has exactly these keys with
 * the same arguments.
 */
export default {
  'formValidation.required': 'This field is required.',
  'formValidation.email': 'Please enter a valid email address.',
  'formValidation.maxLength': 'Please enter no more than {max} characters.',
  'formValidation.minArrayLength': 'Minimum number of selections: {min}.',
  'formValidation.maxArrayLength': 'Maximum number of selections: {max}.',
  'formValidation.phone': 'Please enter a valid phone number.',
  'formValidation.phonePrefix': 'The country code must start with +.',
  'formValidation.postalCode': 'Enter the postal code in the format {example}.',
  'formValidation.minDate': 'Please choose {date} or a later date.',
  'formValidation.maxDate': 'Please choose {date} or an earlier date.',
  'formValidation.discountCode': 'This discount code is not valid.',
  'formValidation.default': 'This field is not valid.',

  'auth.invalidStateCode': 'Invalid state code. Please sign in again.',
  'auth.signInFailed': 'Sign-in failed. Please try again.',
  'auth.sessionExpired': 'Your session has expired. Please sign in again.',

  'booking.step.unitSelection': 'Storage unit',
  'booking.step.options': 'Options',
  'booking.step.basket': 'Basket',
  'booking.step.customer': 'Your details',
  'booking.section.moveInDate': 'Move-in date',
  'booking.section.billingPeriod': 'Billing period',
  'booking.section.insurance': 'Insurance',
  'booking.section.products': 'Products',

  'checkout.step.payment': 'Payment',
  'checkout.step.paymentVerify': 'Payment verification',
  'checkout.step.eSignature': 'Signature',
  'checkout.step.idCheck': 'Identity check',
  'checkout.step.createBooking': 'Booking',
  'checkout.step.success': 'Booking confirmed',
  'checkout.eSignatureCancelled.title': 'Signature cancelled',
  'checkout.eSignatureCancelled.text':
    'You cancelled the signature. Sign the contract to complete your booking.',
  'checkout.eSignatureExpired.title': 'Signature expired',
  'checkout.eSignatureExpired.text': 'The signing session has expired. Please sign the contract again.',
  'checkout.idCheckExpired.title': 'Identity check expired',
  'checkout.idCheckExpired.text': 'The identity check session has expired. Please start it again.',
  'checkout.idCheckCancelled.title': 'Identity check cancelled',
  'checkout.idCheckCancelled.text':
    'You cancelled the identity check. It is needed to complete your booking.',
  'checkout.idCheckInProgress.title': 'Identity check in progress',
  'checkout.idCheckInProgress.text':
    'Your identity check is still being processed. This page updates when it is finished.',
  'checkout.sessionEnded.title': 'Session ended',
  'checkout.sessionEnded.text': 'Your checkout session has ended. Please start your booking again.',
  'checkout.alreadyBooked.title': 'Already booked',
  'checkout.alreadyBooked.text':
    'This booking is complete. We have sent the confirmation by email, with a link to your customer portal.',
  'checkout.retry': 'Try again',

  'error.notFound.title': 'Page not found',
  'error.notFound.text': 'The page you are looking for does not exist.',
  'error.serverError.title': 'Something went wrong',
  'error.serverError.text': 'An unexpected error occurred. Please try again later.',
  'error.forbidden.title': 'Access denied',
  'error.forbidden.text': 'You do not have permission to view this page.',

  'consent.title': 'Cookie settings',
  'consent.necessary': 'Necessary cookies',
  'consent.marketing': 'Marketing cookies',
  'consent.description':
    'We use necessary cookies to make this site work. With your consent we also use marketing cookies to measure and improve our offers.',
  'consent.cookiePolicy': 'Cookie policy',
  'consent.saveSelected': 'Save selection',
  'consent.acceptAll': 'Accept all',

  'languageSwitcher.label': 'Language',

  'toast.success.title': 'Success',
  'toast.error.title': 'Something went wrong',
  'toast.warn.title': 'Please note',
  'toast.dismiss': 'Dismiss notification',

  'ui.unitType.priceFromMonthly': 'Price from {price} per month',
  'ui.unitType.priceFromWeekly': 'Price from {price} per week',
  'ui.unitType.unitsAvailable': 'Units available: {count, number}',
  'ui.unitType.soldOut': 'Sold out',
  'ui.unitType.features': 'Features',
  'ui.unitType.select': 'Select',
  'ui.unitTypeList.label': 'Storage units',
  'ui.unitTypeList.categories': 'Category',
  'ui.unitTypeList.allCategories': 'All',
  'ui.unitTypeList.empty': 'No storage units match this category.',
  'ui.basket.title': 'Your booking',
  'ui.basket.location': 'Location',
  'ui.basket.unitType': 'Storage unit',
  'ui.basket.moveInDate': 'Move-in date',
  'ui.basket.everyMonth': 'Every month',
  'ui.basket.everyWeek': 'Every week',
  'ui.basket.once': 'Once, with the first payment',
  'ui.basket.lineWithQuantity': '{quantity, number} × {label} ({unitAmount} each)',
  'ui.basket.subtotal': 'Subtotal',
  'ui.basket.tax': 'VAT ({rate})',
  'ui.basket.includedTax': 'Including VAT ({rate})',
  'ui.basket.subtotalExclTax': 'Subtotal excl. VAT',
  'ui.price.exclTax': '{price} excl. VAT',
  'ui.basket.dueNow': 'Due now',
  'ui.basket.thenMonthly': 'Then {amount} per month',
  'ui.basket.thenWeekly': 'Then {amount} per week',
  'ui.basket.loading': 'Calculating the price…',
  ...options,
  ...customer,
  ...shell,
  ...portalAccess,
  ...status,
  ...accounts,
  ...limits,
  ...sessions,
} as const satisfies Record<string, string>;
