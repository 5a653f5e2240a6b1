import accounts from './accounts/lv';
import customer from './customer/lv';
import type english from './en';
import limits from './limits/lv';
import options from './options/lv';
import portalAccess from './portalAccess/lv';
import sessions from './sessions/lv';
import shell from './shell/lv';
import status from './status/lv';

/**
 * Latvian messages of the SDK but the checkout's (those are in `later/lv.ts`). Counts are phrased
 * as "label: number" to avoid plural forms.
 */
export default {
  'formValidation.required': 'Šis lauks ir obligāts.',
  'formValidation.email': 'Ievadiet derīgu e-pasta adresi.',
  'formValidation.maxLength': 'Maksimālais rakstzīmju skaits: {max}.',
  'formValidation.minArrayLength': 'Minimālais izvēļu skaits: {min}.',
  'formValidation.maxArrayLength': 'Maksimālais izvēļu skaits: {max}.',
  'formValidation.phone': 'Ievadiet derīgu tālruņa numuru.',
  'formValidation.phonePrefix': 'Valsts kodam jāsākas ar +.',
  'formValidation.postalCode': 'Ievadiet pasta indeksu formātā {example}.',
  'formValidation.minDate': 'Izvēlieties {date} vai vēlāku datumu.',
  'formValidation.maxDate': 'Izvēlieties {date} vai agrāku datumu.',
  'formValidation.discountCode': 'Šis atlaides kods nav derīgs.',
  'formValidation.default': 'Šī lauka vērtība nav derīga.',

  'auth.invalidStateCode': 'Nederīgs stāvokļa kods. Lūdzu, piesakieties vēlreiz.',
  'auth.signInFailed': 'Pieteikšanās neizdevās. Lūdzu, mēģiniet vēlreiz.',
  'auth.sessionExpired': 'Jūsu sesija ir beigusies. Lūdzu, piesakieties vēlreiz.',

  'booking.step.unitSelection': 'Noliktavas telpa',
  'booking.step.options': 'Iespējas',
  'booking.step.basket': 'Grozs',
  'booking.step.customer': 'Jūsu dati',
  'booking.section.moveInDate': 'Ievākšanās datums',
  'booking.section.billingPeriod': 'Norēķinu periods',
  'booking.section.insurance': 'Apdrošināšana',
  'booking.section.products': 'Produkti',

  'checkout.step.payment': 'Maksājums',
  'checkout.step.paymentVerify': 'Maksājuma pārbaude',
  'checkout.step.eSignature': 'Parakstīšana',
  'checkout.step.idCheck': 'Identitātes pārbaude',
  'checkout.step.createBooking': 'Rezervācija',
  'checkout.step.success': 'Rezervācija apstiprināta',
  'checkout.eSignatureCancelled.title': 'Parakstīšana atcelta',
  'checkout.eSignatureCancelled.text':
    'Jūs atcēlāt parakstīšanu. Parakstiet līgumu, lai pabeigtu rezervāciju.',
  'checkout.eSignatureExpired.title': 'Parakstīšanas laiks beidzies',
  'checkout.eSignatureExpired.text': 'Parakstīšanas sesija ir beigusies. Lūdzu, parakstiet līgumu vēlreiz.',
  'checkout.idCheckExpired.title': 'Identitātes pārbaudes laiks beidzies',
  'checkout.idCheckExpired.text': 'Identitātes pārbaudes sesija ir beigusies. Lūdzu, sāciet to vēlreiz.',
  'checkout.idCheckCancelled.title': 'Identitātes pārbaude atcelta',
  'checkout.idCheckCancelled.text':
    'Jūs atcēlāt identitātes pārbaudi. Tā ir nepieciešama, lai pabeigtu rezervāciju.',
  'checkout.idCheckInProgress.title': 'Notiek identitātes pārbaude',
  'checkout.idCheckInProgress.text':
    'Jūsu identitātes pārbaude vēl tiek apstrādāta. Šī lapa atjaunosies, kad tā būs pabeigta.',
  'checkout.sessionEnded.title': 'Sesija beigusies',
  'checkout.sessionEnded.text': 'Jūsu norēķinu sesija ir beigusies. Lūdzu, sāciet rezervāciju no jauna.',
  'checkout.alreadyBooked.title': 'Jau rezervēts',
  'checkout.alreadyBooked.text':
    'Šī rezervācija ir pabeigta. Mēs nosūtījām apstiprinājumu pa e-pastu ar saiti uz jūsu klientu portālu.',
  'checkout.retry': 'Mēģināt vēlreiz',

  'error.notFound.title': 'Lapa nav atrasta',
  'error.notFound.text': 'Meklētā lapa neeksistē.',
  'error.serverError.title': 'Radās kļūda',
  'error.serverError.text': 'Radās neparedzēta kļūda. Lūdzu, mēģiniet vēlreiz vēlāk.',
  'error.forbidden.title': 'Piekļuve liegta',
  'error.forbidden.text': 'Jums nav atļaujas skatīt šo lapu.',

  'consent.title': 'Sīkdatņu iestatījumi',
  'consent.necessary': 'Nepieciešamās sīkdatnes',
  'consent.marketing': 'Mārketinga sīkdatnes',
  'consent.description':
    'Mēs izmantojam nepieciešamās sīkdatnes, lai šī vietne darbotos. Ar jūsu piekrišanu mēs izmantojam arī mārketinga sīkdatnes, lai novērtētu un uzlabotu savus piedāvājumus.',
  'consent.cookiePolicy': 'Sīkdatņu politika',
  'consent.saveSelected': 'Saglabāt izvēli',
  'consent.acceptAll': 'Pieņemt visas',

  'languageSwitcher.label': 'Valoda',

  'toast.success.title': 'Izdevās',
  'toast.error.title': 'Radās kļūda',
  'toast.warn.title': 'Ņemiet vērā',
  'toast.dismiss': 'Aizvērt paziņojumu',

  'ui.unitType.priceFromMonthly': 'Cena no {price} mēnesī',
  'ui.unitType.priceFromWeekly': 'Cena no {price} nedēļā',
  'ui.unitType.unitsAvailable': 'Pieejamās telpas: {count, number}',
  'ui.unitType.soldOut': 'Izpārdots',
  'ui.unitType.features': 'Īpašības',
  'ui.unitType.select': 'Izvēlēties',
  'ui.unitTypeList.label': 'Noliktavas telpas',
  'ui.unitTypeList.categories': 'Kategorija',
  'ui.unitTypeList.allCategories': 'Visas',
  'ui.unitTypeList.empty': 'Šajā kategorijā nav noliktavas telpu.',
  'ui.basket.title': 'Jūsu rezervācija',
  'ui.basket.location': 'Atrašanās vieta',
  'ui.basket.unitType': 'Noliktavas telpa',
  'ui.basket.moveInDate': 'Ievākšanās datums',
  'ui.basket.everyMonth': 'Katru mēnesi',
  'ui.basket.everyWeek': 'Katru nedēļu',
  'ui.basket.once': 'Vienreiz, ar pirmo maksājumu',
  'ui.basket.lineWithQuantity': '{quantity, number} × {label} ({unitAmount} par gabalu)',
  'ui.basket.subtotal': 'Starpsumma',
  'ui.basket.tax': 'PVN ({rate})',
  'ui.basket.includedTax': 'Tostarp PVN ({rate})',
  'ui.basket.subtotalExclTax': 'Starpsumma bez PVN',
  'ui.price.exclTax': '{price} bez PVN',
  'ui.basket.dueNow': 'Jāmaksā tagad',
  'ui.basket.thenMonthly': 'Pēc tam {amount} mēnesī',
  'ui.basket.thenWeekly': 'Pēc tam {amount} nedēļā',
  'ui.basket.loading': 'Aprēķina cenu…',
  ...options,
  ...customer,
  ...shell,
  ...portalAccess,
  ...status,
  ...accounts,
  ...limits,
  ...sessions,
} satisfies Record<keyof typeof english, string>;
