import type english from './en';

/** Swedish messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Din identitet är redan verifierad hos oss, så den här bokningen behöver ingen ID-kontroll.',
  'ui.portal.notificationPreferences.title': 'Aviseringar',
  'ui.portal.notificationPreferences.intro': 'Välj vilka meddelanden vi skickar till dig, och hur.',
  'ui.portal.notificationPreferences.caption': 'Aviseringar per kanal',
  'ui.portal.notificationPreferences.kind': 'Meddelande',
  'ui.portal.notificationPreferences.email': 'E-post',
  'ui.portal.notificationPreferences.sms': 'Sms',
  'ui.portal.notificationPreferences.invoices': 'Fakturor',
  'ui.portal.notificationPreferences.reminders': 'Påminnelser',
  'ui.portal.notificationPreferences.news': 'Nyheter och erbjudanden',
  'ui.portal.notificationPreferences.invoicesByEmail': 'Fakturor via e-post',
  'ui.portal.notificationPreferences.remindersByEmail': 'Påminnelser via e-post',
  'ui.portal.notificationPreferences.newsByEmail': 'Nyheter och erbjudanden via e-post',
  'ui.portal.notificationPreferences.invoicesBySms': 'Fakturor via sms',
  'ui.portal.notificationPreferences.remindersBySms': 'Påminnelser via sms',
  'ui.portal.notificationPreferences.newsBySms': 'Nyheter och erbjudanden via sms',
  'ui.portal.notificationPreferences.newsNote':
    'Nyheter och erbjudanden är marknadsföring: när du slår på dem samtycker du till marknadsföring, när du slår av dem överallt återkallar du samtycket.',
  'ui.portal.notificationPreferences.smsUnavailable':
    'Meddelanden via sms kräver ett telefonnummer i dina kunduppgifter.',
  'ui.portal.notificationPreferences.save': 'Spara',
  'ui.portal.notificationPreferences.saving': 'Sparar…',
  'ui.portal.notificationPreferences.saved': 'Dina aviseringsinställningar har sparats.',
  'ui.portal.notificationPreferences.saveFailed':
    'Dina ändringar kunde inte sparas. De finns kvar här: försök igen.',
  'ui.portal.notificationPreferences.loadFailed': 'Dina aviseringsinställningar kunde inte läsas in.',
  'ui.portal.notificationPreferences.retry': 'Försök igen',
} as const satisfies Record<keyof typeof english, string>;
