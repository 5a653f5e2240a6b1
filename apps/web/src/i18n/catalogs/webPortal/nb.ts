import type english from './en';

/** Messages of the reference app's customer portal pages (web.portal.*) in nb. */
export default {
  'web.portal.overview.title': 'Min konto',
  'web.portal.locations.loading': 'Anleggene dine lastes inn…',
  'web.portal.overview.loading': 'Kontoen din lastes inn…',
  'web.portal.locations.loadError': 'Anleggene dine kunne ikke lastes inn.',
  'web.portal.bookings.loadError': 'Bestillingene dine kunne ikke lastes inn.',
  'web.portal.openInvoices.loadError': 'De ubetalte fakturaene dine kunne ikke lastes inn.',
  'web.portal.invoiceHistory.loadError': 'Fakturahistorikken din kunne ikke lastes inn.',
  'web.portal.paymentMethod.loadError': 'Betalingsmåten din kunne ikke lastes inn.',
  'web.portal.savedPaymentMethods.title': 'Lagrede betalingsmåter',
  'web.portal.savedPaymentMethods.loading': 'Betalingsmåtene dine lastes inn…',
  'web.portal.savedPaymentMethods.empty': 'Du har ingen lagrede betalingsmåter.',
  'web.portal.savedPaymentMethods.loadError': 'Betalingsmåtene dine kunne ikke lastes inn.',
  'web.portal.savedPaymentMethods.needsVerification': 'må bekreftes',
  'web.portal.notifications.loadError': 'Varslene dine kunne ikke lastes inn.',
  'web.portal.cancel.done': 'Bestillingen {unit} er sagt opp. Din siste dag er {date}.',
  'web.portal.withdraw.done':
    'Oppsigelsen av bestilling {unit} er trukket tilbake. Leieforholdet fortsetter.',
  'web.portal.withdraw.failed': 'Oppsigelsen av bestilling {unit} kunne ikke trekkes tilbake. Prøv igjen.',
  'web.portal.withdraw.tooLate':
    'Oppsigelsen av bestilling {unit} kan ikke lenger trekkes tilbake: den siste dagen er nådd.',
  'web.portal.sharedAccess.teaser': 'La andre personer administrere kontoen din på dette anlegget.',
  'web.portal.sharedAccess.manage': 'Administrer delt tilgang',
  'web.portal.sharedAccess.title': 'Delt tilgang – {location}',
  'web.portal.sharedAccess.loadError': 'Personene med delt tilgang kunne ikke lastes inn.',
  'web.portal.backToOverview': 'Tilbake til min konto',
  'web.portal.paymentUpdate.title': 'Endre betalingsmåte',
  'web.portal.paymentUpdate.lead':
    'Legg til kortet som leien på {location} skal trekkes fra heretter. Ingenting trekkes nå.',
  'web.portal.paymentUpdate.loading': 'Det sikre betalingsskjemaet klargjøres…',
  'web.portal.paymentUpdate.loadError': 'Det sikre betalingsskjemaet kunne ikke åpnes.',
  'web.portal.paymentUpdate.redirecting': 'Du sendes videre til den sikre betalingssiden…',
  'web.portal.paymentUpdate.continue': 'Fortsett til betalingssiden',
  'web.portal.paymentVerify.title': 'Ny betalingsmåte',
  'web.portal.paymentVerify.saving': 'Den nye betalingsmåten din lagres…',
  'web.portal.paymentVerify.saved': 'Den nye betalingsmåten din er lagret. Leien trekkes fra den heretter.',
  'web.portal.paymentVerify.savedToast': 'Betalingsmåten din er oppdatert.',
  'web.portal.paymentVerify.notSaved': 'Kortet ble ikke lagret. Betalingsmåten din er uendret.',
  'web.portal.paymentVerify.invalid':
    'Dette kortet kan ikke brukes som betalingsmåte. Betalingsmåten din er uendret.',
  'web.portal.paymentVerify.failed': 'Den nye betalingsmåten din kunne ikke lagres. Prøv igjen.',
  'web.portal.paymentVerify.tryAgain': 'Prøv igjen',
} satisfies Record<keyof typeof english, string>;
