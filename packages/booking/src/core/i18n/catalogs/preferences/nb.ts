import type english from './en';

/** Norwegian messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Identiteten din er allerede bekreftet hos oss, så denne bestillingen trenger ingen ID-kontroll.',
  'ui.portal.notificationPreferences.title': 'Varsler',
  'ui.portal.notificationPreferences.intro': 'Velg hvilke meldinger vi sender deg, og hvordan.',
  'ui.portal.notificationPreferences.caption': 'Varsler per kanal',
  'ui.portal.notificationPreferences.kind': 'Melding',
  'ui.portal.notificationPreferences.email': 'E-post',
  'ui.portal.notificationPreferences.sms': 'SMS',
  'ui.portal.notificationPreferences.invoices': 'Fakturaer',
  'ui.portal.notificationPreferences.reminders': 'Påminnelser',
  'ui.portal.notificationPreferences.news': 'Nyheter og tilbud',
  'ui.portal.notificationPreferences.invoicesByEmail': 'Fakturaer på e-post',
  'ui.portal.notificationPreferences.remindersByEmail': 'Påminnelser på e-post',
  'ui.portal.notificationPreferences.newsByEmail': 'Nyheter og tilbud på e-post',
  'ui.portal.notificationPreferences.invoicesBySms': 'Fakturaer på SMS',
  'ui.portal.notificationPreferences.remindersBySms': 'Påminnelser på SMS',
  'ui.portal.notificationPreferences.newsBySms': 'Nyheter og tilbud på SMS',
  'ui.portal.notificationPreferences.newsNote':
    'Nyheter og tilbud er markedsføring: slår du dem på, samtykker du til markedsføring; slår du dem av overalt, trekker du samtykket tilbake.',
  'ui.portal.notificationPreferences.smsUnavailable':
    'Meldinger på SMS krever et telefonnummer i kundeopplysningene dine.',
  'ui.portal.notificationPreferences.save': 'Lagre',
  'ui.portal.notificationPreferences.saving': 'Lagrer…',
  'ui.portal.notificationPreferences.saved': 'Varslingsinnstillingene dine er lagret.',
  'ui.portal.notificationPreferences.saveFailed':
    'Endringene dine kunne ikke lagres. De er fortsatt her: prøv igjen.',
  'ui.portal.notificationPreferences.loadFailed': 'Varslingsinnstillingene dine kunne ikke lastes inn.',
  'ui.portal.notificationPreferences.retry': 'Prøv igjen',
} as const satisfies Record<keyof typeof english, string>;
