import type english from './en';

/** Messages of the error and status pages: not found, forbidden, server error, session ended, already booked, e-signature and ID check outcomes, frame refusal in nb. */
export default {
  'ui.status.action.backToStart': 'Tilbake til startsiden',
  'ui.status.action.startNewBooking': 'Start en ny bestilling',
  'ui.status.action.signAgain': 'Signer avtalen på nytt',
  'ui.status.action.restartIdCheck': 'Start ID-kontrollen på nytt',
  'ui.status.action.signIn': 'Logg inn',
  'ui.status.action.contactSupport': 'Kontakt kundestøtte',
  'ui.status.action.contactSupportAt': 'Kontakt kundestøtte på {email}',
  'ui.status.action.refresh': 'Sjekk statusen på nytt',
  'ui.status.frameRefusal.title': 'Denne siden kan ikke vises her',
  'ui.status.frameRefusal.bookingText':
    'Det støttes ikke å bygge inn bestillingen på et annet nettsted. Kontakt kundestøtte.',
  'ui.status.frameRefusal.portalText':
    'Det støttes ikke å bygge inn kundeportalen på et annet nettsted. Kontakt kundestøtte.',
} satisfies Record<keyof typeof english, string>;
