import accounts from './accounts/nl';
import customer from './customer/nl';
import type english from './en';
import limits from './limits/nl';
import options from './options/nl';
import portalAccess from './portalAccess/nl';
import sessions from './sessions/nl';
import shell from './shell/nl';
import status from './status/nl';

/**
 * Dutch messages of the SDK but the checkout's (those are in `later/nl.ts`).
 */
export default {
  'formValidation.required': 'Dit veld is verplicht.',
  'formValidation.email': 'Voer een geldig e-mailadres in.',
  'formValidation.maxLength': 'Voer maximaal {max} tekens in.',
  'formValidation.minArrayLength': 'Minimaal aantal keuzes: {min}.',
  'formValidation.maxArrayLength': 'Maximaal aantal keuzes: {max}.',
  'formValidation.phone': 'Voer een geldig telefoonnummer in.',
  'formValidation.phonePrefix': 'Het landnummer moet met + beginnen.',
  'formValidation.postalCode': 'Vul de postcode in volgens het formaat {example}.',
  'formValidation.minDate': 'Kies {date} of een latere datum.',
  'formValidation.maxDate': 'Kies {date} of een eerdere datum.',
  'formValidation.discountCode': 'Deze kortingscode is niet geldig.',
  'formValidation.default': 'Dit veld is niet geldig.',

  'auth.invalidStateCode': 'Ongeldige statuscode. Log opnieuw in.',
  'auth.signInFailed': 'Inloggen is mislukt. Probeer het opnieuw.',
  'auth.sessionExpired': 'Uw sessie is verlopen. Meld u opnieuw aan.',

  'booking.step.unitSelection': 'Opslagruimte',
  'booking.step.options': 'Opties',
  'booking.step.basket': 'Winkelwagen',
  'booking.step.customer': 'Uw gegevens',
  'booking.section.moveInDate': 'Ingangsdatum',
  'booking.section.billingPeriod': 'Factuurperiode',
  'booking.section.insurance': 'Verzekering',
  'booking.section.products': 'Producten',

  'checkout.step.payment': 'Betaling',
  'checkout.step.paymentVerify': 'Betaling controleren',
  'checkout.step.eSignature': 'Ondertekening',
  'checkout.step.idCheck': 'Identiteitscontrole',
  'checkout.step.createBooking': 'Boeking',
  'checkout.step.success': 'Boeking bevestigd',
  'checkout.eSignatureCancelled.title': 'Ondertekening geannuleerd',
  'checkout.eSignatureCancelled.text':
    'U hebt de ondertekening geannuleerd. Onderteken het contract om uw boeking af te ronden.',
  'checkout.eSignatureExpired.title': 'Ondertekening verlopen',
  'checkout.eSignatureExpired.text': 'De ondertekeningssessie is verlopen. Onderteken het contract opnieuw.',
  'checkout.idCheckExpired.title': 'Identiteitscontrole verlopen',
  'checkout.idCheckExpired.text': 'De sessie voor de identiteitscontrole is verlopen. Start deze opnieuw.',
  'checkout.idCheckCancelled.title': 'Identiteitscontrole geannuleerd',
  'checkout.idCheckCancelled.text':
    'U hebt de identiteitscontrole geannuleerd. Deze is nodig om uw boeking af te ronden.',
  'checkout.idCheckInProgress.title': 'Identiteitscontrole bezig',
  'checkout.idCheckInProgress.text':
    'Uw identiteitscontrole wordt nog verwerkt. Deze pagina wordt bijgewerkt zodra die klaar is.',
  'checkout.sessionEnded.title': 'Sessie beëindigd',
  'checkout.sessionEnded.text': 'Uw afrekensessie is beëindigd. Begin opnieuw met uw boeking.',
  'checkout.alreadyBooked.title': 'Al geboekt',
  'checkout.alreadyBooked.text':
    'Deze boeking is afgerond. We hebben de bevestiging per e-mail gestuurd, met een link naar uw klantenportaal.',
  'checkout.retry': 'Opnieuw proberen',

  'error.notFound.title': 'Pagina niet gevonden',
  'error.notFound.text': 'De pagina die u zoekt, bestaat niet.',
  'error.serverError.title': 'Er is iets misgegaan',
  'error.serverError.text': 'Er is een onverwachte fout opgetreden. Probeer het later opnieuw.',
  'error.forbidden.title': 'Geen toegang',
  'error.forbidden.text': 'U hebt geen toestemming om deze pagina te bekijken.',

  'consent.title': 'Cookie-instellingen',
  'consent.necessary': 'Noodzakelijke cookies',
  'consent.marketing': 'Marketingcookies',
  'consent.description':
    'We gebruiken noodzakelijke cookies om deze website te laten werken. Met uw toestemming gebruiken we ook marketingcookies om onze aanbiedingen te meten en te verbeteren.',
  'consent.cookiePolicy': 'Cookiebeleid',
  'consent.saveSelected': 'Selectie opslaan',
  'consent.acceptAll': 'Alles accepteren',

  'languageSwitcher.label': 'Taal',

  'toast.success.title': 'Gelukt',
  'toast.error.title': 'Er is iets misgegaan',
  'toast.warn.title': 'Let op',
  'toast.dismiss': 'Melding sluiten',

  'ui.unitType.priceFromMonthly': 'Prijs vanaf {price} per maand',
  'ui.unitType.priceFromWeekly': 'Prijs vanaf {price} per week',
  'ui.unitType.unitsAvailable': 'Beschikbare ruimtes: {count, number}',
  'ui.unitType.soldOut': 'Uitverkocht',
  'ui.unitType.features': 'Kenmerken',
  'ui.unitType.select': 'Kiezen',
  'ui.unitTypeList.label': 'Opslagruimtes',
  'ui.unitTypeList.categories': 'Categorie',
  'ui.unitTypeList.allCategories': 'Alle',
  'ui.unitTypeList.empty': 'Geen opslagruimtes in deze categorie.',
  'ui.basket.title': 'Uw boeking',
  'ui.basket.location': 'Locatie',
  'ui.basket.unitType': 'Opslagruimte',
  'ui.basket.moveInDate': 'Intrekdatum',
  'ui.basket.everyMonth': 'Elke maand',
  'ui.basket.everyWeek': 'Elke week',
  'ui.basket.once': 'Eenmalig, bij de eerste betaling',
  'ui.basket.lineWithQuantity': '{quantity, number} × {label} ({unitAmount} per stuk)',
  'ui.basket.subtotal': 'Subtotaal',
  'ui.basket.tax': 'Btw ({rate})',
  'ui.basket.includedTax': 'Waarvan btw ({rate})',
  'ui.basket.subtotalExclTax': 'Subtotaal excl. btw',
  'ui.price.exclTax': '{price} excl. btw',
  'ui.basket.dueNow': 'Nu te betalen',
  'ui.basket.thenMonthly': 'Daarna {amount} per maand',
  'ui.basket.thenWeekly': 'Daarna {amount} per week',
  'ui.basket.loading': 'Prijs wordt berekend…',
  ...options,
  ...customer,
  ...shell,
  ...portalAccess,
  ...status,
  ...accounts,
  ...limits,
  ...sessions,
} satisfies Record<keyof typeof english, string>;
