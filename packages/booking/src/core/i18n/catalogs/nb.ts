import accounts from './accounts/nb';
import customer from './customer/nb';
import type english from './en';
import limits from './limits/nb';
import options from './options/nb';
import portalAccess from './portalAccess/nb';
import sessions from './sessions/nb';
import shell from './shell/nb';
import status from './status/nb';

/**
 * Norwegian (Bokmål) messages of the SDK but the checkout's (those are in `later/nb.ts`).
 */
export default {
  'formValidation.required': 'Dette feltet er obligatorisk.',
  'formValidation.email': 'Skriv inn en gyldig e-postadresse.',
  'formValidation.maxLength': 'Skriv inn maks {max} tegn.',
  'formValidation.minArrayLength': 'Minste antall valg: {min}.',
  'formValidation.maxArrayLength': 'Største antall valg: {max}.',
  'formValidation.phone': 'Skriv inn et gyldig telefonnummer.',
  'formValidation.phonePrefix': 'Landskoden må begynne med +.',
  'formValidation.postalCode': 'Skriv inn postnummeret i formatet {example}.',
  'formValidation.minDate': 'Velg {date} eller en senere dato.',
  'formValidation.maxDate': 'Velg {date} eller en tidligere dato.',
  'formValidation.discountCode': 'Denne rabattkoden er ikke gyldig.',
  'formValidation.default': 'Dette feltet er ikke gyldig.',

  'auth.invalidStateCode': 'Ugyldig tilstandskode. Logg inn på nytt.',
  'auth.signInFailed': 'Innloggingen mislyktes. Prøv igjen.',
  'auth.sessionExpired': 'Økten din er utløpt. Logg inn på nytt.',

  'booking.step.unitSelection': 'Lagerbod',
  'booking.step.options': 'Tilvalg',
  'booking.step.basket': 'Handlekurv',
  'booking.step.customer': 'Dine opplysninger',
  'booking.section.moveInDate': 'Innflyttingsdato',
  'booking.section.billingPeriod': 'Faktureringsperiode',
  'booking.section.insurance': 'Forsikring',
  'booking.section.products': 'Produkter',

  'checkout.step.payment': 'Betaling',
  'checkout.step.paymentVerify': 'Bekreftelse av betaling',
  'checkout.step.eSignature': 'Signering',
  'checkout.step.idCheck': 'ID-kontroll',
  'checkout.step.createBooking': 'Bestilling',
  'checkout.step.success': 'Bestillingen er bekreftet',
  'checkout.eSignatureCancelled.title': 'Signeringen ble avbrutt',
  'checkout.eSignatureCancelled.text': 'Du avbrøt signeringen. Signer avtalen for å fullføre bestillingen.',
  'checkout.eSignatureExpired.title': 'Signeringen er utløpt',
  'checkout.eSignatureExpired.text': 'Signeringsøkten er utløpt. Signer avtalen på nytt.',
  'checkout.idCheckExpired.title': 'ID-kontrollen er utløpt',
  'checkout.idCheckExpired.text': 'Økten for ID-kontrollen er utløpt. Start den på nytt.',
  'checkout.idCheckCancelled.title': 'ID-kontrollen ble avbrutt',
  'checkout.idCheckCancelled.text': 'Du avbrøt ID-kontrollen. Den er nødvendig for å fullføre bestillingen.',
  'checkout.idCheckInProgress.title': 'ID-kontroll pågår',
  'checkout.idCheckInProgress.text':
    'ID-kontrollen din behandles fortsatt. Siden oppdateres når den er ferdig.',
  'checkout.sessionEnded.title': 'Økten er avsluttet',
  'checkout.sessionEnded.text': 'Kassaøkten din er avsluttet. Start bestillingen på nytt.',
  'checkout.alreadyBooked.title': 'Allerede bestilt',
  'checkout.alreadyBooked.text':
    'Denne bestillingen er fullført. Vi har sendt bekreftelsen på e-post, med en lenke til kundeportalen din.',
  'checkout.retry': 'Prøv igjen',

  'error.notFound.title': 'Fant ikke siden',
  'error.notFound.text': 'Siden du leter etter, finnes ikke.',
  'error.serverError.title': 'Noe gikk galt',
  'error.serverError.text': 'Det oppstod en uventet feil. Prøv igjen senere.',
  'error.forbidden.title': 'Ingen tilgang',
  'error.forbidden.text': 'Du har ikke tillatelse til å se denne siden.',

  'consent.title': 'Innstillinger for informasjonskapsler',
  'consent.necessary': 'Nødvendige informasjonskapsler',
  'consent.marketing': 'Informasjonskapsler for markedsføring',
  'consent.description':
    'Vi bruker nødvendige informasjonskapsler for at nettstedet skal fungere. Med ditt samtykke bruker vi også informasjonskapsler for markedsføring for å måle og forbedre tilbudene våre.',
  'consent.cookiePolicy': 'Retningslinjer for informasjonskapsler',
  'consent.saveSelected': 'Lagre valg',
  'consent.acceptAll': 'Godta alle',

  'languageSwitcher.label': 'Språk',

  'toast.success.title': 'Fullført',
  'toast.error.title': 'Noe gikk galt',
  'toast.warn.title': 'Merk',
  'toast.dismiss': 'Lukk varsel',

  'ui.unitType.priceFromMonthly': 'Pris fra {price} per måned',
  'ui.unitType.priceFromWeekly': 'Pris fra {price} per uke',
  'ui.unitType.unitsAvailable': 'Ledige boder: {count, number}',
  'ui.unitType.soldOut': 'Utsolgt',
  'ui.unitType.features': 'Egenskaper',
  'ui.unitType.select': 'Velg',
  'ui.unitTypeList.label': 'Lagerboder',
  'ui.unitTypeList.categories': 'Kategori',
  'ui.unitTypeList.allCategories': 'Alle',
  'ui.unitTypeList.empty': 'Ingen lagerboder i denne kategorien.',
  'ui.basket.title': 'Din bestilling',
  'ui.basket.location': 'Anlegg',
  'ui.basket.unitType': 'Lagerrom',
  'ui.basket.moveInDate': 'Innflyttingsdato',
  'ui.basket.everyMonth': 'Hver måned',
  'ui.basket.everyWeek': 'Hver uke',
  'ui.basket.once': 'Én gang, med første betaling',
  'ui.basket.lineWithQuantity': '{quantity, number} × {label} ({unitAmount} per stk.)',
  'ui.basket.subtotal': 'Delsum',
  'ui.basket.tax': 'MVA ({rate})',
  'ui.basket.includedTax': 'Herav MVA ({rate})',
  'ui.basket.subtotalExclTax': 'Delsum ekskl. mva.',
  'ui.price.exclTax': '{price} ekskl. mva.',
  'ui.basket.dueNow': 'Å betale nå',
  'ui.basket.thenMonthly': 'Deretter {amount} per måned',
  'ui.basket.thenWeekly': 'Deretter {amount} per uke',
  'ui.basket.loading': 'Beregner prisen…',
  ...options,
  ...customer,
  ...shell,
  ...portalAccess,
  ...status,
  ...accounts,
  ...limits,
  ...sessions,
} satisfies Record<keyof typeof english, string>;
