import type english from './en';

/** Messages of the error and status pages: not found, forbidden, server error, session ended, already booked, e-signature and ID check outcomes, frame refusal in de. */
export default {
  'ui.status.action.backToStart': 'Zurück zur Startseite',
  'ui.status.action.startNewBooking': 'Neue Buchung starten',
  'ui.status.action.signAgain': 'Vertrag erneut unterschreiben',
  'ui.status.action.restartIdCheck': 'Identitätsprüfung erneut starten',
  'ui.status.action.signIn': 'Anmelden',
  'ui.status.action.contactSupport': 'Support kontaktieren',
  'ui.status.action.contactSupportAt': 'Support unter {email} kontaktieren',
  'ui.status.action.refresh': 'Status erneut prüfen',
  'ui.status.frameRefusal.title': 'Diese Seite kann hier nicht angezeigt werden',
  'ui.status.frameRefusal.bookingText':
    'Das Einbetten der Buchung in eine andere Website wird nicht unterstützt. Bitte wenden Sie sich an den Support.',
  'ui.status.frameRefusal.portalText':
    'Das Einbetten des Kundenportals in eine andere Website wird nicht unterstützt. Bitte wenden Sie sich an den Support.',
} satisfies Record<keyof typeof english, string>;
