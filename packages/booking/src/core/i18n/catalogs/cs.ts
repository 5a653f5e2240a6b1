import accounts from './accounts/cs';
import customer from './customer/cs';
import type english from './en';
import limits from './limits/cs';
import options from './options/cs';
import portalAccess from './portalAccess/cs';
import sessions from './sessions/cs';
import shell from './shell/cs';
import status from './status/cs';

/**
 * Czech messages of the SDK but the checkout's (those are in `later/cs.ts`). Counts are phrased as
 * "label: number" to avoid plural forms.
 */
export default {
  'formValidation.required': 'Toto pole je povinné.',
  'formValidation.email': 'Zadejte platnou e-mailovou adresu.',
  'formValidation.maxLength': 'Maximální počet znaků: {max}.',
  'formValidation.minArrayLength': 'Minimální počet voleb: {min}.',
  'formValidation.maxArrayLength': 'Maximální počet voleb: {max}.',
  'formValidation.phone': 'Zadejte platné telefonní číslo.',
  'formValidation.phonePrefix': 'Předvolba země musí začínat znakem +.',
  'formValidation.postalCode': 'Zadejte PSČ ve formátu {example}.',
  'formValidation.minDate': 'Vyberte {date} nebo pozdější datum.',
  'formValidation.maxDate': 'Vyberte {date} nebo dřívější datum.',
  'formValidation.discountCode': 'Tento slevový kód není platný.',
  'formValidation.default': 'Toto pole není platné.',

  'auth.invalidStateCode': 'Neplatný stavový kód. Přihlaste se znovu.',
  'auth.signInFailed': 'Přihlášení se nezdařilo. Zkuste to znovu.',
  'auth.sessionExpired': 'Vaše relace vypršela. Přihlaste se znovu.',

  'booking.step.unitSelection': 'Skladovací box',
  'booking.step.options': 'Možnosti',
  'booking.step.basket': 'Košík',
  'booking.step.customer': 'Vaše údaje',
  'booking.section.moveInDate': 'Datum nastěhování',
  'booking.section.billingPeriod': 'Fakturační období',
  'booking.section.insurance': 'Pojištění',
  'booking.section.products': 'Produkty',

  'checkout.step.payment': 'Platba',
  'checkout.step.paymentVerify': 'Ověření platby',
  'checkout.step.eSignature': 'Podpis',
  'checkout.step.idCheck': 'Ověření totožnosti',
  'checkout.step.createBooking': 'Rezervace',
  'checkout.step.success': 'Rezervace potvrzena',
  'checkout.eSignatureCancelled.title': 'Podpis zrušen',
  'checkout.eSignatureCancelled.text':
    'Podepisování jste zrušili. Podepište smlouvu, abyste dokončili rezervaci.',
  'checkout.eSignatureExpired.title': 'Platnost podpisu vypršela',
  'checkout.eSignatureExpired.text': 'Relace podepisování vypršela. Podepište smlouvu znovu.',
  'checkout.idCheckExpired.title': 'Ověření totožnosti vypršelo',
  'checkout.idCheckExpired.text': 'Relace ověření totožnosti vypršela. Spusťte ji znovu.',
  'checkout.idCheckCancelled.title': 'Ověření totožnosti zrušeno',
  'checkout.idCheckCancelled.text': 'Ověření totožnosti jste zrušili. Je nutné k dokončení rezervace.',
  'checkout.idCheckInProgress.title': 'Probíhá ověření totožnosti',
  'checkout.idCheckInProgress.text':
    'Vaše ověření totožnosti se stále zpracovává. Stránka se aktualizuje, jakmile bude dokončeno.',
  'checkout.sessionEnded.title': 'Relace skončila',
  'checkout.sessionEnded.text': 'Vaše relace objednávky skončila. Začněte rezervaci znovu.',
  'checkout.alreadyBooked.title': 'Již rezervováno',
  'checkout.alreadyBooked.text':
    'Tato rezervace je dokončena. Potvrzení jsme vám poslali e-mailem spolu s odkazem do vašeho zákaznického portálu.',
  'checkout.retry': 'Zkusit znovu',

  'error.notFound.title': 'Stránka nenalezena',
  'error.notFound.text': 'Stránka, kterou hledáte, neexistuje.',
  'error.serverError.title': 'Něco se pokazilo',
  'error.serverError.text': 'Došlo k neočekávané chybě. Zkuste to prosím později.',
  'error.forbidden.title': 'Přístup odepřen',
  'error.forbidden.text': 'Nemáte oprávnění zobrazit tuto stránku.',

  'consent.title': 'Nastavení cookies',
  'consent.necessary': 'Nezbytné cookies',
  'consent.marketing': 'Marketingové cookies',
  'consent.description':
    'Používáme nezbytné cookies, aby tento web fungoval. S vaším souhlasem používáme také marketingové cookies k měření a zlepšování našich nabídek.',
  'consent.cookiePolicy': 'Zásady používání cookies',
  'consent.saveSelected': 'Uložit výběr',
  'consent.acceptAll': 'Přijmout vše',

  'languageSwitcher.label': 'Jazyk',

  'toast.success.title': 'Hotovo',
  'toast.error.title': 'Něco se pokazilo',
  'toast.warn.title': 'Upozornění',
  'toast.dismiss': 'Zavřít oznámení',

  'ui.unitType.priceFromMonthly': 'Cena od {price} za měsíc',
  'ui.unitType.priceFromWeekly': 'Cena od {price} za týden',
  'ui.unitType.unitsAvailable': 'Volné boxy: {count, number}',
  'ui.unitType.soldOut': 'Vyprodáno',
  'ui.unitType.features': 'Vlastnosti',
  'ui.unitType.select': 'Vybrat',
  'ui.unitTypeList.label': 'Skladovací boxy',
  'ui.unitTypeList.categories': 'Kategorie',
  'ui.unitTypeList.allCategories': 'Vše',
  'ui.unitTypeList.empty': 'V této kategorii nejsou žádné skladovací boxy.',
  'ui.basket.title': 'Vaše rezervace',
  'ui.basket.location': 'Pobočka',
  'ui.basket.unitType': 'Skladový box',
  'ui.basket.moveInDate': 'Datum nastěhování',
  'ui.basket.everyMonth': 'Každý měsíc',
  'ui.basket.everyWeek': 'Každý týden',
  'ui.basket.once': 'Jednorázově, s první platbou',
  'ui.basket.lineWithQuantity': '{quantity, number} × {label} ({unitAmount} za kus)',
  'ui.basket.subtotal': 'Mezisoučet',
  'ui.basket.tax': 'DPH ({rate})',
  'ui.basket.includedTax': 'Z toho DPH ({rate})',
  'ui.basket.subtotalExclTax': 'Mezisoučet bez DPH',
  'ui.price.exclTax': '{price} bez DPH',
  'ui.basket.dueNow': 'K úhradě nyní',
  'ui.basket.thenMonthly': 'Poté {amount} měsíčně',
  'ui.basket.thenWeekly': 'Poté {amount} týdně',
  'ui.basket.loading': 'Počítáme cenu…',
  ...options,
  ...customer,
  ...shell,
  ...portalAccess,
  ...status,
  ...accounts,
  ...limits,
  ...sessions,
} satisfies Record<keyof typeof english, string>;
