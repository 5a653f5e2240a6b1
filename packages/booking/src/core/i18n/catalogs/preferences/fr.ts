import type english from './en';

/** French messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Votre identité est déjà vérifiée chez nous : cette réservation ne nécessite pas de vérification d’identité.',
  'ui.portal.notificationPreferences.title': 'Notifications',
  'ui.portal.notificationPreferences.intro': 'Choisissez les messages que nous vous envoyons, et comment.',
  'ui.portal.notificationPreferences.caption': 'Notifications par canal',
  'ui.portal.notificationPreferences.kind': 'Type de message',
  'ui.portal.notificationPreferences.email': 'E-mail',
  'ui.portal.notificationPreferences.sms': 'Texto',
  'ui.portal.notificationPreferences.invoices': 'Factures',
  'ui.portal.notificationPreferences.reminders': 'Rappels',
  'ui.portal.notificationPreferences.news': 'Actualités et offres',
  'ui.portal.notificationPreferences.invoicesByEmail': 'Factures par e-mail',
  'ui.portal.notificationPreferences.remindersByEmail': 'Rappels par e-mail',
  'ui.portal.notificationPreferences.newsByEmail': 'Actualités et offres par e-mail',
  'ui.portal.notificationPreferences.invoicesBySms': 'Factures par SMS',
  'ui.portal.notificationPreferences.remindersBySms': 'Rappels par SMS',
  'ui.portal.notificationPreferences.newsBySms': 'Actualités et offres par SMS',
  'ui.portal.notificationPreferences.newsNote':
    'Les actualités et offres sont du marketing : les activer vaut consentement aux messages commerciaux, les désactiver partout le retire.',
  'ui.portal.notificationPreferences.smsUnavailable':
    'Les messages par SMS nécessitent un numéro de téléphone dans vos coordonnées.',
  'ui.portal.notificationPreferences.save': 'Enregistrer',
  'ui.portal.notificationPreferences.saving': 'Enregistrement…',
  'ui.portal.notificationPreferences.saved': 'Vos préférences de notification ont été enregistrées.',
  'ui.portal.notificationPreferences.saveFailed':
    'Vos modifications n’ont pas pu être enregistrées. Elles sont toujours là : veuillez réessayer.',
  'ui.portal.notificationPreferences.loadFailed':
    'Vos préférences de notification n’ont pas pu être chargées.',
  'ui.portal.notificationPreferences.retry': 'Réessayer',
} as const satisfies Record<keyof typeof english, string>;
