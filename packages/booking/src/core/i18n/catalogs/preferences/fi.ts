import type english from './en';

/** Finnish messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Henkilöllisyytesi on jo tarkistettu meillä, joten tämä varaus ei tarvitse henkilöllisyyden tarkistusta.',
  'ui.portal.notificationPreferences.title': 'Ilmoitukset',
  'ui.portal.notificationPreferences.intro': 'Valitse, mitä viestejä lähetämme sinulle ja miten.',
  'ui.portal.notificationPreferences.caption': 'Ilmoitukset kanavittain',
  'ui.portal.notificationPreferences.kind': 'Viesti',
  'ui.portal.notificationPreferences.email': 'Sähköposti',
  'ui.portal.notificationPreferences.sms': 'Tekstiviesti',
  'ui.portal.notificationPreferences.invoices': 'Laskut',
  'ui.portal.notificationPreferences.reminders': 'Muistutukset',
  'ui.portal.notificationPreferences.news': 'Uutiset ja tarjoukset',
  'ui.portal.notificationPreferences.invoicesByEmail': 'Laskut sähköpostilla',
  'ui.portal.notificationPreferences.remindersByEmail': 'Muistutukset sähköpostilla',
  'ui.portal.notificationPreferences.newsByEmail': 'Uutiset ja tarjoukset sähköpostilla',
  'ui.portal.notificationPreferences.invoicesBySms': 'Laskut tekstiviestillä',
  'ui.portal.notificationPreferences.remindersBySms': 'Muistutukset tekstiviestillä',
  'ui.portal.notificationPreferences.newsBySms': 'Uutiset ja tarjoukset tekstiviestillä',
  'ui.portal.notificationPreferences.newsNote':
    'Uutiset ja tarjoukset ovat markkinointia: kun otat ne käyttöön, annat suostumuksen markkinointiviesteihin; kun poistat ne kaikkialta, perut suostumuksen.',
  'ui.portal.notificationPreferences.smsUnavailable':
    'Tekstiviestit edellyttävät puhelinnumeroa asiakastiedoissasi.',
  'ui.portal.notificationPreferences.save': 'Tallenna',
  'ui.portal.notificationPreferences.saving': 'Tallennetaan…',
  'ui.portal.notificationPreferences.saved': 'Ilmoitusasetuksesi on tallennettu.',
  'ui.portal.notificationPreferences.saveFailed':
    'Muutoksiasi ei voitu tallentaa. Ne ovat yhä tässä: yritä uudelleen.',
  'ui.portal.notificationPreferences.loadFailed': 'Ilmoitusasetuksiasi ei voitu ladata.',
  'ui.portal.notificationPreferences.retry': 'Yritä uudelleen',
} as const satisfies Record<keyof typeof english, string>;
