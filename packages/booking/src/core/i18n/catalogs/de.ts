import accounts from './accounts/de';
import customer from './customer/de';
import type english from './en';
import limits from './limits/de';
import options from './options/de';
import portalAccess from './portalAccess/de';
import sessions from './sessions/de';
import shell from './shell/de';
import status from './status/de';

/**
 * German messages of the SDK but the checkout's (those are in `later/de.ts`).
 */
export default {
  'formValidation.required': 'Dieses Feld ist erforderlich.',
  'formValidation.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'formValidation.maxLength': 'Bitte geben Sie höchstens {max} Zeichen ein.',
  'formValidation.minArrayLength': 'Mindestanzahl an Auswahlen: {min}.',
  'formValidation.maxArrayLength': 'Höchstanzahl an Auswahlen: {max}.',
  'formValidation.phone': 'Bitte geben Sie eine gültige Telefonnummer ein.',
  'formValidation.phonePrefix': 'Die Landesvorwahl muss mit + beginnen.',
  'formValidation.postalCode': 'Geben Sie die Postleitzahl im Format {example} ein.',
  'formValidation.minDate': 'Bitte wählen Sie den {date} oder ein späteres Datum.',
  'formValidation.maxDate': 'Bitte wählen Sie den {date} oder ein früheres Datum.',
  'formValidation.discountCode': 'Dieser Rabattcode ist ungültig.',
  'formValidation.default': 'Dieses Feld ist ungültig.',

  'auth.invalidStateCode': 'Ungültiger State-Code. Bitte melden Sie sich erneut an.',
  'auth.signInFailed': 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'auth.sessionExpired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',

  'booking.step.unitSelection': 'Lagerabteil',
  'booking.step.options': 'Optionen',
  'booking.step.basket': 'Warenkorb',
  'booking.step.customer': 'Ihre Daten',
  'booking.section.moveInDate': 'Einzugsdatum',
  'booking.section.billingPeriod': 'Abrechnungszeitraum',
  'booking.section.insurance': 'Versicherung',
  'booking.section.products': 'Produkte',

  'checkout.step.payment': 'Zahlung',
  'checkout.step.paymentVerify': 'Zahlungsprüfung',
  'checkout.step.eSignature': 'Unterschrift',
  'checkout.step.idCheck': 'Identitätsprüfung',
  'checkout.step.createBooking': 'Buchung',
  'checkout.step.success': 'Buchung bestätigt',
  'checkout.eSignatureCancelled.title': 'Unterschrift abgebrochen',
  'checkout.eSignatureCancelled.text':
    'Sie haben die Unterschrift abgebrochen. Unterschreiben Sie den Vertrag, um Ihre Buchung abzuschließen.',
  'checkout.eSignatureExpired.title': 'Unterschrift abgelaufen',
  'checkout.eSignatureExpired.text':
    'Die Sitzung zum Unterschreiben ist abgelaufen. Bitte unterschreiben Sie den Vertrag erneut.',
  'checkout.idCheckExpired.title': 'Identitätsprüfung abgelaufen',
  'checkout.idCheckExpired.text':
    'Die Sitzung der Identitätsprüfung ist abgelaufen. Bitte starten Sie sie erneut.',
  'checkout.idCheckCancelled.title': 'Identitätsprüfung abgebrochen',
  'checkout.idCheckCancelled.text':
    'Sie haben die Identitätsprüfung abgebrochen. Sie ist für den Abschluss Ihrer Buchung erforderlich.',
  'checkout.idCheckInProgress.title': 'Identitätsprüfung läuft',
  'checkout.idCheckInProgress.text':
    'Ihre Identitätsprüfung wird noch bearbeitet. Diese Seite aktualisiert sich, sobald sie abgeschlossen ist.',
  'checkout.sessionEnded.title': 'Sitzung beendet',
  'checkout.sessionEnded.text': 'Ihre Checkout-Sitzung ist beendet. Bitte starten Sie Ihre Buchung erneut.',
  'checkout.alreadyBooked.title': 'Bereits gebucht',
  'checkout.alreadyBooked.text':
    'Diese Buchung ist abgeschlossen. Wir haben Ihnen die Bestätigung per E-Mail gesendet, mit einem Link zu Ihrem Kundenportal.',
  'checkout.retry': 'Erneut versuchen',

  'error.notFound.title': 'Seite nicht gefunden',
  'error.notFound.text': 'Die gesuchte Seite existiert nicht.',
  'error.serverError.title': 'Etwas ist schiefgelaufen',
  'error.serverError.text': 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  'error.forbidden.title': 'Zugriff verweigert',
  'error.forbidden.text': 'Sie haben keine Berechtigung, diese Seite anzuzeigen.',

  'consent.title': 'Cookie-Einstellungen',
  'consent.necessary': 'Notwendige Cookies',
  'consent.marketing': 'Marketing-Cookies',
  'consent.description':
    'Wir verwenden notwendige Cookies, damit diese Website funktioniert. Mit Ihrer Einwilligung verwenden wir außerdem Marketing-Cookies, um unsere Angebote zu messen und zu verbessern.',
  'consent.cookiePolicy': 'Cookie-Richtlinie',
  'consent.saveSelected': 'Auswahl speichern',
  'consent.acceptAll': 'Alle akzeptieren',

  'languageSwitcher.label': 'Sprache',

  'toast.success.title': 'Erfolgreich',
  'toast.error.title': 'Etwas ist schiefgelaufen',
  'toast.warn.title': 'Bitte beachten',
  'toast.dismiss': 'Benachrichtigung schließen',

  'ui.unitType.priceFromMonthly': 'Preis ab {price} pro Monat',
  'ui.unitType.priceFromWeekly': 'Preis ab {price} pro Woche',
  'ui.unitType.unitsAvailable': 'Verfügbare Abteile: {count, number}',
  'ui.unitType.soldOut': 'Ausgebucht',
  'ui.unitType.features': 'Ausstattung',
  'ui.unitType.select': 'Auswählen',
  'ui.unitTypeList.label': 'Lagerabteile',
  'ui.unitTypeList.categories': 'Kategorie',
  'ui.unitTypeList.allCategories': 'Alle',
  'ui.unitTypeList.empty': 'Keine Lagerabteile in dieser Kategorie.',
  'ui.basket.title': 'Ihre Buchung',
  'ui.basket.location': 'Standort',
  'ui.basket.unitType': 'Lagerraum',
  'ui.basket.moveInDate': 'Einzugsdatum',
  'ui.basket.everyMonth': 'Jeden Monat',
  'ui.basket.everyWeek': 'Jede Woche',
  'ui.basket.once': 'Einmalig, mit der ersten Zahlung',
  'ui.basket.lineWithQuantity': '{quantity, number} × {label} (je {unitAmount})',
  'ui.basket.subtotal': 'Zwischensumme',
  'ui.basket.tax': 'MwSt. ({rate})',
  'ui.basket.includedTax': 'Enthaltene MwSt. ({rate})',
  'ui.basket.subtotalExclTax': 'Zwischensumme netto',
  'ui.price.exclTax': '{price} zzgl. MwSt.',
  'ui.basket.dueNow': 'Jetzt fällig',
  'ui.basket.thenMonthly': 'Danach {amount} pro Monat',
  'ui.basket.thenWeekly': 'Danach {amount} pro Woche',
  'ui.basket.loading': 'Preis wird berechnet…',
  ...options,
  ...customer,
  ...shell,
  ...portalAccess,
  ...status,
  ...accounts,
  ...limits,
  ...sessions,
} satisfies Record<keyof typeof english, string>;
