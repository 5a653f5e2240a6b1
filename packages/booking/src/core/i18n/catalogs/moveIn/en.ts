/**
 * English messages of the customer portal's documents (the invoice and rental contract
 * downloads, named with their size) and of the move-in details. In the `later` catalog part, with
 * the rest of the portal and the checkout. The reference for the other languages.
 */
export default {
  'ui.portal.documents.downloadInvoice': 'Download invoice {number} (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Download the rental contract of unit {unit} (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Downloading…',
  'ui.portal.documents.failed': 'The download failed. Please try again.',
  'ui.portal.bookingsTable.contract': 'Rental contract',
  'ui.checkout.moveInDetails.title': 'Move-in details',
  'ui.checkout.moveInDetails.unit': 'Unit',
  'ui.checkout.moveInDetails.moveInDate': 'Move-in date',
  'ui.checkout.moveInDetails.address': 'Address',
  'ui.checkout.moveInDetails.map': 'Show on map',
  'ui.checkout.moveInDetails.mapLabel': 'Show on map: {location} (opens in a new tab)',
  'ui.checkout.moveInDetails.accessHours': 'Access hours',
  'ui.checkout.moveInDetails.gateCode': 'Gate code',
  'ui.checkout.moveInDetails.gateCodeWithheld': 'Shown here once your identity check has passed.',
  'ui.checkout.moveInDetails.gateCodeNone': 'No gate code is needed at this location.',
  'ui.checkout.moveInDetails.gateCodeSignIn': 'Sign in to see your gate code',
  'ui.checkout.moveInDetails.calendar': 'Add move-in day to calendar (.ics)',
  'ui.checkout.moveInDetails.calendarFailed': 'The calendar file could not be downloaded. Please try again.',
  'ui.portal.bookingsTable.moveIn': 'Move-in',
  'ui.portal.bookingsTable.showMoveIn': 'Move-in details',
  'ui.portal.moveIn.loading': 'Loading move-in details…',
  'ui.portal.moveIn.loadError': 'The move-in details could not be loaded.',
  'ui.checkout.moveInDetails.close': 'Close move-in details',
} as const satisfies Record<string, string>;
