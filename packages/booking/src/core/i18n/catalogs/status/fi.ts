import type english from './en';

/** Messages of the error and status pages: not found, forbidden, server error, session ended, already booked, e-signature and ID check outcomes, frame refusal in fi. */
export default {
  'ui.status.action.backToStart': 'Takaisin etusivulle',
  'ui.status.action.startNewBooking': 'Aloita uusi varaus',
  'ui.status.action.signAgain': 'Allekirjoita sopimus uudelleen',
  'ui.status.action.restartIdCheck': 'Aloita henkilöllisyyden tarkistus uudelleen',
  'ui.status.action.signIn': 'Kirjaudu sisään',
  'ui.status.action.contactSupport': 'Ota yhteyttä asiakastukeen',
  'ui.status.action.contactSupportAt': 'Ota yhteyttä asiakastukeen: {email}',
  'ui.status.action.refresh': 'Tarkista tila uudelleen',
  'ui.status.frameRefusal.title': 'Tätä sivua ei voi näyttää tässä',
  'ui.status.frameRefusal.bookingText':
    'Varauksen upottamista toiselle verkkosivustolle ei tueta. Ota yhteyttä asiakastukeen.',
  'ui.status.frameRefusal.portalText':
    'Asiakasportaalin upottamista toiselle verkkosivustolle ei tueta. Ota yhteyttä asiakastukeen.',
} satisfies Record<keyof typeof english, string>;
