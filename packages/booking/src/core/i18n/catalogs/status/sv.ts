import type english from './en';

/** Messages of the error and status pages: not found, forbidden, server error, session ended, already booked, e-signature and ID check outcomes, frame refusal in sv. */
export default {
  'ui.status.action.backToStart': 'Tillbaka till startsidan',
  'ui.status.action.startNewBooking': 'Starta en ny bokning',
  'ui.status.action.signAgain': 'Signera avtalet igen',
  'ui.status.action.restartIdCheck': 'Starta ID-kontrollen igen',
  'ui.status.action.signIn': 'Logga in',
  'ui.status.action.contactSupport': 'Kontakta supporten',
  'ui.status.action.contactSupportAt': 'Kontakta supporten på {email}',
  'ui.status.action.refresh': 'Kontrollera statusen igen',
  'ui.status.frameRefusal.title': 'Den här sidan kan inte visas här',
  'ui.status.frameRefusal.bookingText':
    'Det går inte att bädda in bokningen på en annan webbplats. Kontakta supporten.',
  'ui.status.frameRefusal.portalText':
    'Det går inte att bädda in kundportalen på en annan webbplats. Kontakta supporten.',
} satisfies Record<keyof typeof english, string>;
