import type english from './en';

/** Messages of the error and status pages: not found, forbidden, server error, session ended, already booked, e-signature and ID check outcomes, frame refusal in pl. */
export default {
  'ui.status.action.backToStart': 'Wróć do strony głównej',
  'ui.status.action.startNewBooking': 'Rozpocznij nową rezerwację',
  'ui.status.action.signAgain': 'Podpisz umowę ponownie',
  'ui.status.action.restartIdCheck': 'Rozpocznij weryfikację tożsamości ponownie',
  'ui.status.action.signIn': 'Zaloguj się',
  'ui.status.action.contactSupport': 'Skontaktuj się z pomocą techniczną',
  'ui.status.action.contactSupportAt': 'Skontaktuj się z pomocą techniczną: {email}',
  'ui.status.action.refresh': 'Sprawdź status ponownie',
  'ui.status.frameRefusal.title': 'Tej strony nie można tutaj wyświetlić',
  'ui.status.frameRefusal.bookingText':
    'Osadzanie rezerwacji w innej witrynie nie jest obsługiwane. Prosimy o kontakt z pomocą techniczną.',
  'ui.status.frameRefusal.portalText':
    'Osadzanie portalu klienta w innej witrynie nie jest obsługiwane. Prosimy o kontakt z pomocą techniczną.',
} satisfies Record<keyof typeof english, string>;
