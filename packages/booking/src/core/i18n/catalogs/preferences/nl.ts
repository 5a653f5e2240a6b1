import type english from './en';

/** Dutch messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Uw identiteit is al bij ons geverifieerd, dus voor deze boeking is geen identiteitscontrole nodig.',
  'ui.portal.notificationPreferences.title': 'Meldingen',
  'ui.portal.notificationPreferences.intro': 'Kies welke berichten we u sturen, en hoe.',
  'ui.portal.notificationPreferences.caption': 'Meldingen per kanaal',
  'ui.portal.notificationPreferences.kind': 'Bericht',
  'ui.portal.notificationPreferences.email': 'E-mail',
  'ui.portal.notificationPreferences.sms': 'Sms',
  'ui.portal.notificationPreferences.invoices': 'Facturen',
  'ui.portal.notificationPreferences.reminders': 'Herinneringen',
  'ui.portal.notificationPreferences.news': 'Nieuws en aanbiedingen',
  'ui.portal.notificationPreferences.invoicesByEmail': 'Facturen per e-mail',
  'ui.portal.notificationPreferences.remindersByEmail': 'Herinneringen per e-mail',
  'ui.portal.notificationPreferences.newsByEmail': 'Nieuws en aanbiedingen per e-mail',
  'ui.portal.notificationPreferences.invoicesBySms': 'Facturen per sms',
  'ui.portal.notificationPreferences.remindersBySms': 'Herinneringen per sms',
  'ui.portal.notificationPreferences.newsBySms': 'Nieuws en aanbiedingen per sms',
  'ui.portal.notificationPreferences.newsNote':
    'Nieuws en aanbiedingen zijn marketing: door ze aan te zetten geeft u toestemming voor marketingberichten, door ze overal uit te zetten trekt u die in.',
  'ui.portal.notificationPreferences.smsUnavailable':
    'Berichten per sms hebben een telefoonnummer in uw klantgegevens nodig.',
  'ui.portal.notificationPreferences.save': 'Opslaan',
  'ui.portal.notificationPreferences.saving': 'Bezig met opslaan…',
  'ui.portal.notificationPreferences.saved': 'Uw meldingsinstellingen zijn opgeslagen.',
  'ui.portal.notificationPreferences.saveFailed':
    'Uw wijzigingen konden niet worden opgeslagen. Ze staan er nog: probeer het opnieuw.',
  'ui.portal.notificationPreferences.loadFailed': 'Uw meldingsinstellingen konden niet worden geladen.',
  'ui.portal.notificationPreferences.retry': 'Opnieuw proberen',
} as const satisfies Record<keyof typeof english, string>;
