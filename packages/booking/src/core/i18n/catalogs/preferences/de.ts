import type english from './en';

/** German messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Ihre Identität ist bei uns bereits bestätigt, daher ist für diese Buchung keine Identitätsprüfung nötig.',
  'ui.portal.notificationPreferences.title': 'Benachrichtigungen',
  'ui.portal.notificationPreferences.intro': 'Wählen Sie, welche Nachrichten wir Ihnen senden und wie.',
  'ui.portal.notificationPreferences.caption': 'Benachrichtigungen nach Kanal',
  'ui.portal.notificationPreferences.kind': 'Nachricht',
  'ui.portal.notificationPreferences.email': 'E-Mail',
  'ui.portal.notificationPreferences.sms': 'SMS',
  'ui.portal.notificationPreferences.invoices': 'Rechnungen',
  'ui.portal.notificationPreferences.reminders': 'Erinnerungen',
  'ui.portal.notificationPreferences.news': 'Neuigkeiten und Angebote',
  'ui.portal.notificationPreferences.invoicesByEmail': 'Rechnungen per E-Mail',
  'ui.portal.notificationPreferences.remindersByEmail': 'Erinnerungen per E-Mail',
  'ui.portal.notificationPreferences.newsByEmail': 'Neuigkeiten und Angebote per E-Mail',
  'ui.portal.notificationPreferences.invoicesBySms': 'Rechnungen per SMS',
  'ui.portal.notificationPreferences.remindersBySms': 'Erinnerungen per SMS',
  'ui.portal.notificationPreferences.newsBySms': 'Neuigkeiten und Angebote per SMS',
  'ui.portal.notificationPreferences.newsNote':
    'Neuigkeiten und Angebote sind Werbung: Wenn Sie sie einschalten, willigen Sie in Werbenachrichten ein; schalten Sie sie überall aus, widerrufen Sie die Einwilligung.',
  'ui.portal.notificationPreferences.smsUnavailable':
    'Nachrichten per SMS brauchen eine Telefonnummer in Ihren Kundendaten.',
  'ui.portal.notificationPreferences.save': 'Speichern',
  'ui.portal.notificationPreferences.saving': 'Wird gespeichert…',
  'ui.portal.notificationPreferences.saved': 'Ihre Benachrichtigungseinstellungen wurden gespeichert.',
  'ui.portal.notificationPreferences.saveFailed':
    'Ihre Änderungen konnten nicht gespeichert werden. Sie sind noch da: Bitte versuchen Sie es erneut.',
  'ui.portal.notificationPreferences.loadFailed':
    'Ihre Benachrichtigungseinstellungen konnten nicht geladen werden.',
  'ui.portal.notificationPreferences.retry': 'Erneut versuchen',
} as const satisfies Record<keyof typeof english, string>;
