import type english from './en';

/** Messages of the error and status pages: not found, forbidden, server error, session ended, already booked, e-signature and ID check outcomes, frame refusal in nl. */
export default {
  'ui.status.action.backToStart': 'Terug naar de startpagina',
  'ui.status.action.startNewBooking': 'Nieuwe boeking starten',
  'ui.status.action.signAgain': 'Contract opnieuw ondertekenen',
  'ui.status.action.restartIdCheck': 'Identiteitscontrole opnieuw starten',
  'ui.status.action.signIn': 'Inloggen',
  'ui.status.action.contactSupport': 'Contact opnemen met de klantenservice',
  'ui.status.action.contactSupportAt': 'Contact opnemen met de klantenservice via {email}',
  'ui.status.action.refresh': 'Status opnieuw controleren',
  'ui.status.frameRefusal.title': 'Deze pagina kan hier niet worden weergegeven',
  'ui.status.frameRefusal.bookingText':
    'Het insluiten van de boeking in een andere website wordt niet ondersteund. Neemt u contact op met de klantenservice.',
  'ui.status.frameRefusal.portalText':
    'Het insluiten van het klantenportaal in een andere website wordt niet ondersteund. Neemt u contact op met de klantenservice.',
} satisfies Record<keyof typeof english, string>;
