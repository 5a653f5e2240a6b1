import type english from './en';

/** Messages of the reference app checkout pages (web.checkout.*) in de. */
export default {
  'web.checkout.loadError': 'Der Checkout konnte nicht geladen werden.',
  'web.checkout.reason.paymentDeclined':
    'Ihre Karte wurde abgelehnt, und es wurde nichts abgebucht. Bitte versuchen Sie es erneut oder verwenden Sie eine andere Karte.',
  'web.checkout.reason.foreignSession':
    'Dieser Link gehörte zu einer anderen Buchungssitzung, daher wurde nichts geändert. Sie können Ihre Buchung hier fortsetzen.',
  'web.checkout.reason.unknownBasket': 'Wir konnten diesen Checkout nicht finden.',
  'web.checkout.summary.title': 'Ihre Buchung',
  'web.checkout.summary.unitType': 'Lagerabteil',
  'web.checkout.summary.moveInDate': 'Einzugsdatum',
  'web.checkout.summary.dueNow': 'Jetzt fällig',
  'web.checkout.summary.recurring': 'Miete pro Abrechnungszeitraum',
  'web.checkout.verify.waiting':
    'Ihre Bank hat die Zahlung noch nicht bestätigt. Fahren Sie auf der Zahlungsseite fort, um sie abzuschließen.',
  'web.checkout.createBooking.creating': 'Ihre Buchung wird erstellt…',
  'web.checkout.createBooking.error':
    'Ihre Buchung konnte noch nicht erstellt werden. Es wurde nichts doppelt gebucht.',
  'web.checkout.success.loading': 'Ihre Buchungsbestätigung wird geladen…',
  'web.checkout.success.loadError': 'Ihre Buchungsbestätigung konnte nicht geladen werden.',
  'web.checkout.success.invalidTitle': 'Dieser Bestätigungslink ist ungültig',
  'web.checkout.success.invalidText':
    'Über diesen Link konnten wir keine Buchung bestätigen. Wenn Sie gebucht haben, finden Sie die Details in Ihrer Bestätigungs-E-Mail.',
  'web.checkout.signed.title': 'Vertrag unterschrieben',
  'web.checkout.signed.text':
    'Vielen Dank für Ihre Unterschrift. Setzen Sie Ihre Buchung fort, um sie abzuschließen.',
  'web.checkout.signed.closeText':
    'Vielen Dank für Ihre Unterschrift. Sie können diese Seite schließen und dort weitermachen, wo Sie begonnen haben.',
  'web.checkout.signed.continue': 'Buchung fortsetzen',
  'web.checkout.idCheckRedirect.title': 'Identitätsprüfung abgeschlossen',
  'web.checkout.idCheckRedirect.text':
    'Vielen Dank. Sie können diese Seite schließen und Ihre Buchung dort fortsetzen, wo Sie sie begonnen haben.',
} satisfies Record<keyof typeof english, string>;
