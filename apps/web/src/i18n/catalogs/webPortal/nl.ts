import type english from './en';

/** Messages of the reference app's customer portal pages (web.portal.*) in nl. */
export default {
  'web.portal.overview.title': 'Mijn account',
  'web.portal.locations.loading': 'Uw locaties worden geladen…',
  'web.portal.overview.loading': 'Uw account wordt geladen…',
  'web.portal.locations.loadError': 'Uw locaties konden niet worden geladen.',
  'web.portal.bookings.loadError': 'Uw boekingen konden niet worden geladen.',
  'web.portal.openInvoices.loadError': 'Uw openstaande facturen konden niet worden geladen.',
  'web.portal.invoiceHistory.loadError': 'Uw factuurgeschiedenis kon niet worden geladen.',
  'web.portal.paymentMethod.loadError': 'Uw betaalmethode kon niet worden geladen.',
  'web.portal.savedPaymentMethods.title': 'Opgeslagen betaalmethoden',
  'web.portal.savedPaymentMethods.loading': 'Uw betaalmethoden worden geladen…',
  'web.portal.savedPaymentMethods.empty': 'U hebt geen opgeslagen betaalmethoden.',
  'web.portal.savedPaymentMethods.loadError': 'Uw betaalmethoden konden niet worden geladen.',
  'web.portal.savedPaymentMethods.needsVerification': 'moet worden geverifieerd',
  'web.portal.notifications.loadError': 'Uw meldingen konden niet worden geladen.',
  'web.portal.cancel.done': 'Boeking {unit} is opgezegd. Uw laatste dag is {date}.',
  'web.portal.withdraw.done': 'De opzegging van boeking {unit} is ingetrokken. Uw huur loopt door.',
  'web.portal.withdraw.failed':
    'De opzegging van boeking {unit} kon niet worden ingetrokken. Probeer het opnieuw.',
  'web.portal.withdraw.tooLate':
    'De opzegging van boeking {unit} kan niet meer worden ingetrokken: de laatste dag is aangebroken.',
  'web.portal.sharedAccess.teaser': 'Laat andere personen uw account bij deze locatie beheren.',
  'web.portal.sharedAccess.manage': 'Gedeelde toegang beheren',
  'web.portal.sharedAccess.title': 'Gedeelde toegang – {location}',
  'web.portal.sharedAccess.loadError': 'De personen met gedeelde toegang konden niet worden geladen.',
  'web.portal.backToOverview': 'Terug naar mijn account',
  'web.portal.paymentUpdate.title': 'Betaalmethode wijzigen',
  'web.portal.paymentUpdate.lead':
    'Voeg de kaart toe waarmee uw huur bij {location} voortaan wordt betaald. Er wordt nu niets afgeschreven.',
  'web.portal.paymentUpdate.loading': 'Het beveiligde betaalformulier wordt voorbereid…',
  'web.portal.paymentUpdate.loadError': 'Het beveiligde betaalformulier kon niet worden geopend.',
  'web.portal.paymentUpdate.redirecting': 'U wordt doorgestuurd naar de beveiligde betaalpagina…',
  'web.portal.paymentUpdate.continue': 'Verder naar de betaalpagina',
  'web.portal.paymentVerify.title': 'Nieuwe betaalmethode',
  'web.portal.paymentVerify.saving': 'Uw nieuwe betaalmethode wordt opgeslagen…',
  'web.portal.paymentVerify.saved':
    'Uw nieuwe betaalmethode is opgeslagen. Uw huur wordt voortaan hiermee betaald.',
  'web.portal.paymentVerify.savedToast': 'Uw betaalmethode is bijgewerkt.',
  'web.portal.paymentVerify.notSaved': 'De kaart is niet opgeslagen. Uw betaalmethode is niet gewijzigd.',
  'web.portal.paymentVerify.invalid':
    'Deze kaart kan niet als betaalmethode worden gebruikt. Uw betaalmethode is niet gewijzigd.',
  'web.portal.paymentVerify.failed':
    'Uw nieuwe betaalmethode kon niet worden opgeslagen. Probeer het opnieuw.',
  'web.portal.paymentVerify.tryAgain': 'Opnieuw proberen',
} satisfies Record<keyof typeof english, string>;
