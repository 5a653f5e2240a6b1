import type english from './en';

/** Latvian messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Jūsu identitāte pie mums jau ir pārbaudīta, tāpēc šai rezervācijai identitātes pārbaude nav vajadzīga.',
  'ui.portal.notificationPreferences.title': 'Paziņojumi',
  'ui.portal.notificationPreferences.intro': 'Izvēlieties, kādas ziņas mēs jums sūtām un kā.',
  'ui.portal.notificationPreferences.caption': 'Paziņojumi pa kanāliem',
  'ui.portal.notificationPreferences.kind': 'Ziņa',
  'ui.portal.notificationPreferences.email': 'E-pasts',
  'ui.portal.notificationPreferences.sms': 'SMS',
  'ui.portal.notificationPreferences.invoices': 'Rēķini',
  'ui.portal.notificationPreferences.reminders': 'Atgādinājumi',
  'ui.portal.notificationPreferences.news': 'Jaunumi un piedāvājumi',
  'ui.portal.notificationPreferences.invoicesByEmail': 'Rēķini e-pastā',
  'ui.portal.notificationPreferences.remindersByEmail': 'Atgādinājumi e-pastā',
  'ui.portal.notificationPreferences.newsByEmail': 'Jaunumi un piedāvājumi e-pastā',
  'ui.portal.notificationPreferences.invoicesBySms': 'Rēķini SMS',
  'ui.portal.notificationPreferences.remindersBySms': 'Atgādinājumi SMS',
  'ui.portal.notificationPreferences.newsBySms': 'Jaunumi un piedāvājumi SMS',
  'ui.portal.notificationPreferences.newsNote':
    'Jaunumi un piedāvājumi ir mārketings: tos ieslēdzot, jūs piekrītat mārketinga ziņām; izslēdzot tos visur, piekrišanu atsaucat.',
  'ui.portal.notificationPreferences.smsUnavailable':
    'Ziņām pa SMS vajadzīgs tālruņa numurs jūsu klienta datos.',
  'ui.portal.notificationPreferences.save': 'Saglabāt',
  'ui.portal.notificationPreferences.saving': 'Saglabā…',
  'ui.portal.notificationPreferences.saved': 'Jūsu paziņojumu iestatījumi ir saglabāti.',
  'ui.portal.notificationPreferences.saveFailed':
    'Jūsu izmaiņas nevarēja saglabāt. Tās joprojām ir šeit: lūdzu, mēģiniet vēlreiz.',
  'ui.portal.notificationPreferences.loadFailed': 'Jūsu paziņojumu iestatījumus nevarēja ielādēt.',
  'ui.portal.notificationPreferences.retry': 'Mēģināt vēlreiz',
} as const satisfies Record<keyof typeof english, string>;
