import type english from './en';

/** Messages of the reference app's customer portal pages (web.portal.*) in de. */
export default {
  'web.portal.overview.title': 'Mein Konto',
  'web.portal.locations.loading': 'Ihre Standorte werden geladen…',
  'web.portal.overview.loading': 'Ihr Konto wird geladen…',
  'web.portal.locations.loadError': 'Ihre Standorte konnten nicht geladen werden.',
  'web.portal.bookings.loadError': 'Ihre Buchungen konnten nicht geladen werden.',
  'web.portal.openInvoices.loadError': 'Ihre offenen Rechnungen konnten nicht geladen werden.',
  'web.portal.invoiceHistory.loadError': 'Ihr Rechnungsverlauf konnte nicht geladen werden.',
  'web.portal.paymentMethod.loadError': 'Ihre Zahlungsmethode konnte nicht geladen werden.',
  'web.portal.savedPaymentMethods.title': 'Gespeicherte Zahlungsmethoden',
  'web.portal.savedPaymentMethods.loading': 'Ihre Zahlungsmethoden werden geladen…',
  'web.portal.savedPaymentMethods.empty': 'Sie haben keine gespeicherten Zahlungsmethoden.',
  'web.portal.savedPaymentMethods.loadError': 'Ihre Zahlungsmethoden konnten nicht geladen werden.',
  'web.portal.savedPaymentMethods.needsVerification': 'muss bestätigt werden',
  'web.portal.notifications.loadError': 'Ihre Mitteilungen konnten nicht geladen werden.',
  'web.portal.cancel.done': 'Die Buchung {unit} ist gekündigt. Ihr letzter Tag ist der {date}.',
  'web.portal.withdraw.done': 'Die Kündigung der Buchung {unit} ist zurückgenommen. Ihre Miete läuft weiter.',
  'web.portal.withdraw.failed':
    'Die Kündigung der Buchung {unit} konnte nicht zurückgenommen werden. Bitte versuchen Sie es erneut.',
  'web.portal.withdraw.tooLate':
    'Die Kündigung der Buchung {unit} kann nicht mehr zurückgenommen werden: Der letzte Tag ist erreicht.',
  'web.portal.sharedAccess.teaser': 'Lassen Sie andere Personen Ihr Konto an diesem Standort verwalten.',
  'web.portal.sharedAccess.manage': 'Geteilten Zugang verwalten',
  'web.portal.sharedAccess.title': 'Geteilter Zugang – {location}',
  'web.portal.sharedAccess.loadError': 'Die Personen mit geteiltem Zugang konnten nicht geladen werden.',
  'web.portal.backToOverview': 'Zurück zu meinem Konto',
  'web.portal.paymentUpdate.title': 'Zahlungsmethode ändern',
  'web.portal.paymentUpdate.lead':
    'Hinterlegen Sie die Karte, über die Ihre Miete bei {location} ab jetzt abgerechnet wird. Jetzt wird nichts abgebucht.',
  'web.portal.paymentUpdate.loading': 'Das sichere Zahlungsformular wird vorbereitet…',
  'web.portal.paymentUpdate.loadError': 'Das sichere Zahlungsformular konnte nicht geöffnet werden.',
  'web.portal.paymentUpdate.redirecting': 'Sie werden zur sicheren Zahlungsseite weitergeleitet…',
  'web.portal.paymentUpdate.continue': 'Weiter zur Zahlungsseite',
  'web.portal.paymentVerify.title': 'Neue Zahlungsmethode',
  'web.portal.paymentVerify.saving': 'Ihre neue Zahlungsmethode wird gespeichert…',
  'web.portal.paymentVerify.saved':
    'Ihre neue Zahlungsmethode ist gespeichert. Ihre Miete wird ab jetzt darüber abgerechnet.',
  'web.portal.paymentVerify.savedToast': 'Ihre Zahlungsmethode wurde geändert.',
  'web.portal.paymentVerify.notSaved':
    'Die Karte wurde nicht gespeichert. Ihre Zahlungsmethode bleibt unverändert.',
  'web.portal.paymentVerify.invalid':
    'Diese Karte kann nicht als Zahlungsmethode verwendet werden. Ihre Zahlungsmethode bleibt unverändert.',
  'web.portal.paymentVerify.failed':
    'Ihre neue Zahlungsmethode konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  'web.portal.paymentVerify.tryAgain': 'Erneut versuchen',
} satisfies Record<keyof typeof english, string>;
