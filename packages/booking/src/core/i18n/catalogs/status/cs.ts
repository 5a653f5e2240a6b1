import type english from './en';

/** Messages of the error and status pages: not found, forbidden, server error, session ended, already booked, e-signature and ID check outcomes, frame refusal in cs. */
export default {
  'ui.status.action.backToStart': 'Zpět na úvodní stránku',
  'ui.status.action.startNewBooking': 'Zahájit novou rezervaci',
  'ui.status.action.signAgain': 'Znovu podepsat smlouvu',
  'ui.status.action.restartIdCheck': 'Znovu spustit ověření totožnosti',
  'ui.status.action.signIn': 'Přihlásit se',
  'ui.status.action.contactSupport': 'Kontaktovat podporu',
  'ui.status.action.contactSupportAt': 'Kontaktovat podporu na adrese {email}',
  'ui.status.action.refresh': 'Znovu zkontrolovat stav',
  'ui.status.frameRefusal.title': 'Tuto stránku zde nelze zobrazit',
  'ui.status.frameRefusal.bookingText':
    'Vložení rezervace do jiného webu není podporováno. Obraťte se prosím na podporu.',
  'ui.status.frameRefusal.portalText':
    'Vložení zákaznického portálu do jiného webu není podporováno. Obraťte se prosím na podporu.',
} satisfies Record<keyof typeof english, string>;
