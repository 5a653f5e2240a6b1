import accounts from './accounts/sv';
import customer from './customer/sv';
import type english from './en';
import limits from './limits/sv';
import options from './options/sv';
import portalAccess from './portalAccess/sv';
import sessions from './sessions/sv';
import shell from './shell/sv';
import status from './status/sv';

/**
 * Swedish messages of the SDK but the checkout's (those are in `later/sv.ts`).
 */
export default {
  'formValidation.required': 'Det här fältet är obligatoriskt.',
  'formValidation.email': 'Ange en giltig e-postadress.',
  'formValidation.maxLength': 'Ange högst {max} tecken.',
  'formValidation.minArrayLength': 'Minsta antal val: {min}.',
  'formValidation.maxArrayLength': 'Högsta antal val: {max}.',
  'formValidation.phone': 'Ange ett giltigt telefonnummer.',
  'formValidation.phonePrefix': 'Landsnumret måste börja med +.',
  'formValidation.postalCode': 'Ange postnumret i formatet {example}.',
  'formValidation.minDate': 'Välj {date} eller ett senare datum.',
  'formValidation.maxDate': 'Välj {date} eller ett tidigare datum.',
  'formValidation.discountCode': 'Rabattkoden är inte giltig.',
  'formValidation.default': 'Fältet är inte giltigt.',

  'auth.invalidStateCode': 'Ogiltig tillståndskod. Logga in igen.',
  'auth.signInFailed': 'Inloggningen misslyckades. Försök igen.',
  'auth.sessionExpired': 'Din session har gått ut. Logga in igen.',

  'booking.step.unitSelection': 'Förråd',
  'booking.step.options': 'Tillval',
  'booking.step.basket': 'Varukorg',
  'booking.step.customer': 'Dina uppgifter',
  'booking.section.moveInDate': 'Inflyttningsdatum',
  'booking.section.billingPeriod': 'Faktureringsperiod',
  'booking.section.insurance': 'Försäkring',
  'booking.section.products': 'Produkter',

  'checkout.step.payment': 'Betalning',
  'checkout.step.paymentVerify': 'Verifiering av betalning',
  'checkout.step.eSignature': 'Signering',
  'checkout.step.idCheck': 'ID-kontroll',
  'checkout.step.createBooking': 'Bokning',
  'checkout.step.success': 'Bokningen är bekräftad',
  'checkout.eSignatureCancelled.title': 'Signeringen avbröts',
  'checkout.eSignatureCancelled.text': 'Du avbröt signeringen. Signera avtalet för att slutföra din bokning.',
  'checkout.eSignatureExpired.title': 'Signeringen har gått ut',
  'checkout.eSignatureExpired.text': 'Signeringssessionen har gått ut. Signera avtalet igen.',
  'checkout.idCheckExpired.title': 'ID-kontrollen har gått ut',
  'checkout.idCheckExpired.text': 'Sessionen för ID-kontrollen har gått ut. Starta den igen.',
  'checkout.idCheckCancelled.title': 'ID-kontrollen avbröts',
  'checkout.idCheckCancelled.text': 'Du avbröt ID-kontrollen. Den behövs för att slutföra din bokning.',
  'checkout.idCheckInProgress.title': 'ID-kontroll pågår',
  'checkout.idCheckInProgress.text':
    'Din ID-kontroll behandlas fortfarande. Sidan uppdateras när den är klar.',
  'checkout.sessionEnded.title': 'Sessionen har avslutats',
  'checkout.sessionEnded.text': 'Din kassasession har avslutats. Börja om din bokning.',
  'checkout.alreadyBooked.title': 'Redan bokad',
  'checkout.alreadyBooked.text':
    'Den här bokningen är slutförd. Vi har skickat bekräftelsen via e-post, med en länk till din kundportal.',
  'checkout.retry': 'Försök igen',

  'error.notFound.title': 'Sidan hittades inte',
  'error.notFound.text': 'Sidan du letar efter finns inte.',
  'error.serverError.title': 'Något gick fel',
  'error.serverError.text': 'Ett oväntat fel inträffade. Försök igen senare.',
  'error.forbidden.title': 'Åtkomst nekad',
  'error.forbidden.text': 'Du har inte behörighet att visa den här sidan.',

  'consent.title': 'Cookie-inställningar',
  'consent.necessary': 'Nödvändiga cookies',
  'consent.marketing': 'Marknadsföringscookies',
  'consent.description':
    'Vi använder nödvändiga cookies för att webbplatsen ska fungera. Med ditt samtycke använder vi även marknadsföringscookies för att mäta och förbättra våra erbjudanden.',
  'consent.cookiePolicy': 'Cookiepolicy',
  'consent.saveSelected': 'Spara val',
  'consent.acceptAll': 'Acceptera alla',

  'languageSwitcher.label': 'Språk',

  'toast.success.title': 'Klart',
  'toast.error.title': 'Något gick fel',
  'toast.warn.title': 'Observera',
  'toast.dismiss': 'Stäng avisering',

  'ui.unitType.priceFromMonthly': 'Pris från {price} per månad',
  'ui.unitType.priceFromWeekly': 'Pris från {price} per vecka',
  'ui.unitType.unitsAvailable': 'Lediga förråd: {count, number}',
  'ui.unitType.soldOut': 'Slutsåld',
  'ui.unitType.features': 'Egenskaper',
  'ui.unitType.select': 'Välj',
  'ui.unitTypeList.label': 'Förråd',
  'ui.unitTypeList.categories': 'Kategori',
  'ui.unitTypeList.allCategories': 'Alla',
  'ui.unitTypeList.empty': 'Inga förråd matchar den här kategorin.',
  'ui.basket.title': 'Din bokning',
  'ui.basket.location': 'Anläggning',
  'ui.basket.unitType': 'Förråd',
  'ui.basket.moveInDate': 'Inflyttningsdatum',
  'ui.basket.everyMonth': 'Varje månad',
  'ui.basket.everyWeek': 'Varje vecka',
  'ui.basket.once': 'En gång, med första betalningen',
  'ui.basket.lineWithQuantity': '{quantity, number} × {label} ({unitAmount}/st.)',
  'ui.basket.subtotal': 'Delsumma',
  'ui.basket.tax': 'Moms ({rate})',
  'ui.basket.includedTax': 'Varav moms ({rate})',
  'ui.basket.subtotalExclTax': 'Delsumma exkl. moms',
  'ui.price.exclTax': '{price} exkl. moms',
  'ui.basket.dueNow': 'Att betala nu',
  'ui.basket.thenMonthly': 'Därefter {amount} per månad',
  'ui.basket.thenWeekly': 'Därefter {amount} per vecka',
  'ui.basket.loading': 'Beräknar priset…',
  ...options,
  ...customer,
  ...shell,
  ...portalAccess,
  ...status,
  ...accounts,
  ...limits,
  ...sessions,
} satisfies Record<keyof typeof english, string>;
