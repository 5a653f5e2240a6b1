import type english from './en';

/** Czech messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Vaše totožnost je u nás již ověřena, proto tato rezervace ověření totožnosti nepotřebuje.',
  'ui.portal.notificationPreferences.title': 'Oznámení',
  'ui.portal.notificationPreferences.intro': 'Vyberte, jaké zprávy vám posíláme a jak.',
  'ui.portal.notificationPreferences.caption': 'Oznámení podle kanálu',
  'ui.portal.notificationPreferences.kind': 'Zpráva',
  'ui.portal.notificationPreferences.email': 'E-mail',
  'ui.portal.notificationPreferences.sms': 'SMS',
  'ui.portal.notificationPreferences.invoices': 'Faktury',
  'ui.portal.notificationPreferences.reminders': 'Připomínky',
  'ui.portal.notificationPreferences.news': 'Novinky a nabídky',
  'ui.portal.notificationPreferences.invoicesByEmail': 'Faktury e-mailem',
  'ui.portal.notificationPreferences.remindersByEmail': 'Připomínky e-mailem',
  'ui.portal.notificationPreferences.newsByEmail': 'Novinky a nabídky e-mailem',
  'ui.portal.notificationPreferences.invoicesBySms': 'Faktury SMS',
  'ui.portal.notificationPreferences.remindersBySms': 'Připomínky SMS',
  'ui.portal.notificationPreferences.newsBySms': 'Novinky a nabídky SMS',
  'ui.portal.notificationPreferences.newsNote':
    'Novinky a nabídky jsou marketing: zapnutím dáváte souhlas s marketingovými zprávami, vypnutím všude jej odvoláváte.',
  'ui.portal.notificationPreferences.smsUnavailable':
    'Zprávy SMS vyžadují telefonní číslo ve vašich zákaznických údajích.',
  'ui.portal.notificationPreferences.save': 'Uložit',
  'ui.portal.notificationPreferences.saving': 'Ukládání…',
  'ui.portal.notificationPreferences.saved': 'Vaše nastavení oznámení bylo uloženo.',
  'ui.portal.notificationPreferences.saveFailed':
    'Vaše změny se nepodařilo uložit. Stále jsou zde: zkuste to prosím znovu.',
  'ui.portal.notificationPreferences.loadFailed': 'Vaše nastavení oznámení se nepodařilo načíst.',
  'ui.portal.notificationPreferences.retry': 'Zkusit znovu',
} as const satisfies Record<keyof typeof english, string>;
