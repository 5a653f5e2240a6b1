import type english from './en';

/** Polish messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Twoja tożsamość została już u nas zweryfikowana, więc ta rezerwacja nie wymaga weryfikacji tożsamości.',
  'ui.portal.notificationPreferences.title': 'Powiadomienia',
  'ui.portal.notificationPreferences.intro': 'Wybierz, jakie wiadomości wysyłamy i w jaki sposób.',
  'ui.portal.notificationPreferences.caption': 'Powiadomienia według kanału',
  'ui.portal.notificationPreferences.kind': 'Wiadomość',
  'ui.portal.notificationPreferences.email': 'E-mail',
  'ui.portal.notificationPreferences.sms': 'SMS',
  'ui.portal.notificationPreferences.invoices': 'Faktury',
  'ui.portal.notificationPreferences.reminders': 'Przypomnienia',
  'ui.portal.notificationPreferences.news': 'Nowości i oferty',
  'ui.portal.notificationPreferences.invoicesByEmail': 'Faktury e-mailem',
  'ui.portal.notificationPreferences.remindersByEmail': 'Przypomnienia e-mailem',
  'ui.portal.notificationPreferences.newsByEmail': 'Nowości i oferty e-mailem',
  'ui.portal.notificationPreferences.invoicesBySms': 'Faktury SMS-em',
  'ui.portal.notificationPreferences.remindersBySms': 'Przypomnienia SMS-em',
  'ui.portal.notificationPreferences.newsBySms': 'Nowości i oferty SMS-em',
  'ui.portal.notificationPreferences.newsNote':
    'Nowości i oferty to marketing: włączając je, wyrażasz zgodę na wiadomości marketingowe; wyłączając je wszędzie, wycofujesz ją.',
  'ui.portal.notificationPreferences.smsUnavailable':
    'Wiadomości SMS wymagają numeru telefonu w Twoich danych klienta.',
  'ui.portal.notificationPreferences.save': 'Zapisz',
  'ui.portal.notificationPreferences.saving': 'Zapisywanie…',
  'ui.portal.notificationPreferences.saved': 'Ustawienia powiadomień zostały zapisane.',
  'ui.portal.notificationPreferences.saveFailed':
    'Nie udało się zapisać zmian. Nadal tu są: spróbuj ponownie.',
  'ui.portal.notificationPreferences.loadFailed': 'Nie udało się wczytać ustawień powiadomień.',
  'ui.portal.notificationPreferences.retry': 'Spróbuj ponownie',
} as const satisfies Record<keyof typeof english, string>;
