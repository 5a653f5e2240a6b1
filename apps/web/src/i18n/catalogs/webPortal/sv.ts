import type english from './en';

/** Messages of the reference app's customer portal pages (web.portal.*) in sv. */
export default {
  'web.portal.overview.title': 'Mitt konto',
  'web.portal.locations.loading': 'Dina anläggningar laddas…',
  'web.portal.overview.loading': 'Ditt konto laddas…',
  'web.portal.locations.loadError': 'Dina anläggningar kunde inte laddas.',
  'web.portal.bookings.loadError': 'Dina bokningar kunde inte laddas.',
  'web.portal.openInvoices.loadError': 'Dina obetalda fakturor kunde inte laddas.',
  'web.portal.invoiceHistory.loadError': 'Din fakturahistorik kunde inte laddas.',
  'web.portal.paymentMethod.loadError': 'Din betalningsmetod kunde inte laddas.',
  'web.portal.notifications.loadError': 'Dina meddelanden kunde inte laddas.',
  'web.portal.cancel.done': 'Bokningen {unit} är uppsagd. Din sista dag är {date}.',
  'web.portal.withdraw.done': 'Uppsägningen av bokning {unit} är återkallad. Din hyra fortsätter.',
  'web.portal.withdraw.failed': 'Uppsägningen av bokning {unit} kunde inte återkallas. Försök igen.',
  'web.portal.withdraw.tooLate':
    'Uppsägningen av bokning {unit} kan inte längre återkallas: sista dagen har kommit.',
  'web.portal.sharedAccess.teaser': 'Låt andra personer hantera ditt konto på den här anläggningen.',
  'web.portal.sharedAccess.manage': 'Hantera delad åtkomst',
  'web.portal.sharedAccess.title': 'Delad åtkomst – {location}',
  'web.portal.sharedAccess.loadError': 'Personerna med delad åtkomst kunde inte laddas.',
  'web.portal.backToOverview': 'Tillbaka till mitt konto',
  'web.portal.paymentUpdate.title': 'Byt betalningsmetod',
  'web.portal.paymentUpdate.lead':
    'Lägg till kortet som hyran på {location} ska dras från framöver. Ingenting dras nu.',
  'web.portal.paymentUpdate.loading': 'Det säkra betalningsformuläret förbereds…',
  'web.portal.paymentUpdate.loadError': 'Det säkra betalningsformuläret kunde inte öppnas.',
  'web.portal.paymentUpdate.redirecting': 'Du skickas vidare till den säkra betalningssidan…',
  'web.portal.paymentUpdate.continue': 'Fortsätt till betalningssidan',
  'web.portal.paymentVerify.title': 'Ny betalningsmetod',
  'web.portal.paymentVerify.saving': 'Din nya betalningsmetod sparas…',
  'web.portal.paymentVerify.saved': 'Din nya betalningsmetod är sparad. Hyran dras från den framöver.',
  'web.portal.paymentVerify.savedToast': 'Din betalningsmetod har uppdaterats.',
  'web.portal.paymentVerify.notSaved': 'Kortet sparades inte. Din betalningsmetod är oförändrad.',
  'web.portal.paymentVerify.invalid':
    'Det här kortet kan inte användas som betalningsmetod. Din betalningsmetod är oförändrad.',
  'web.portal.paymentVerify.failed': 'Din nya betalningsmetod kunde inte sparas. Försök igen.',
  'web.portal.paymentVerify.tryAgain': 'Försök igen',
} satisfies Record<keyof typeof english, string>;
