import type english from './en';

/** Messages of the error and status pages: not found, forbidden, server error, session ended, already booked, e-signature and ID check outcomes, frame refusal in lv. */
export default {
  'ui.status.action.backToStart': 'Atpakaļ uz sākumlapu',
  'ui.status.action.startNewBooking': 'Sākt jaunu rezervāciju',
  'ui.status.action.signAgain': 'Parakstīt līgumu vēlreiz',
  'ui.status.action.restartIdCheck': 'Sākt identitātes pārbaudi vēlreiz',
  'ui.status.action.signIn': 'Pieteikties',
  'ui.status.action.contactSupport': 'Sazināties ar atbalsta dienestu',
  'ui.status.action.contactSupportAt': 'Sazināties ar atbalsta dienestu: {email}',
  'ui.status.action.refresh': 'Pārbaudīt statusu vēlreiz',
  'ui.status.frameRefusal.title': 'Šo lapu šeit nevar parādīt',
  'ui.status.frameRefusal.bookingText':
    'Rezervācijas iegulšana citā tīmekļa vietnē netiek atbalstīta. Lūdzu, sazinieties ar atbalsta dienestu.',
  'ui.status.frameRefusal.portalText':
    'Klientu portāla iegulšana citā tīmekļa vietnē netiek atbalstīta. Lūdzu, sazinieties ar atbalsta dienestu.',
} satisfies Record<keyof typeof english, string>;
