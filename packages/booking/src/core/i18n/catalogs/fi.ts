import accounts from './accounts/fi';
import customer from './customer/fi';
import type english from './en';
import limits from './limits/fi';
import options from './options/fi';
import portalAccess from './portalAccess/fi';
import sessions from './sessions/fi';
import shell from './shell/fi';
import status from './status/fi';

/**
 * Finnish messages of the SDK but the checkout's (those are in `later/fi.ts`). Counts are phrased
 * as "label: number" to avoid case endings.
 */
export default {
  'formValidation.required': 'Tämä kenttä on pakollinen.',
  'formValidation.email': 'Anna kelvollinen sähköpostiosoite.',
  'formValidation.maxLength': 'Merkkien enimmäismäärä: {max}.',
  'formValidation.minArrayLength': 'Valintojen vähimmäismäärä: {min}.',
  'formValidation.maxArrayLength': 'Valintojen enimmäismäärä: {max}.',
  'formValidation.phone': 'Anna kelvollinen puhelinnumero.',
  'formValidation.phonePrefix': 'Maatunnuksen on alettava merkillä +.',
  'formValidation.postalCode': 'Anna postinumero muodossa {example}.',
  'formValidation.minDate': 'Valitse {date} tai myöhäisempi päivämäärä.',
  'formValidation.maxDate': 'Valitse {date} tai aiempi päivämäärä.',
  'formValidation.discountCode': 'Tämä alennuskoodi ei ole voimassa.',
  'formValidation.default': 'Kentän arvo ei kelpaa.',

  'auth.invalidStateCode': 'Virheellinen tilakoodi. Kirjaudu sisään uudelleen.',
  'auth.signInFailed': 'Kirjautuminen epäonnistui. Yritä uudelleen.',
  'auth.sessionExpired': 'Istuntosi on vanhentunut. Kirjaudu sisään uudelleen.',

  'booking.step.unitSelection': 'Varastotila',
  'booking.step.options': 'Lisävalinnat',
  'booking.step.basket': 'Ostoskori',
  'booking.step.customer': 'Tietosi',
  'booking.section.moveInDate': 'Muuttopäivä',
  'booking.section.billingPeriod': 'Laskutuskausi',
  'booking.section.insurance': 'Vakuutus',
  'booking.section.products': 'Tuotteet',

  'checkout.step.payment': 'Maksu',
  'checkout.step.paymentVerify': 'Maksun vahvistus',
  'checkout.step.eSignature': 'Allekirjoitus',
  'checkout.step.idCheck': 'Henkilöllisyyden tarkistus',
  'checkout.step.createBooking': 'Varaus',
  'checkout.step.success': 'Varaus vahvistettu',
  'checkout.eSignatureCancelled.title': 'Allekirjoitus peruutettu',
  'checkout.eSignatureCancelled.text':
    'Peruutit allekirjoituksen. Allekirjoita sopimus viimeistelläksesi varauksen.',
  'checkout.eSignatureExpired.title': 'Allekirjoitus vanhentui',
  'checkout.eSignatureExpired.text': 'Allekirjoitusistunto on vanhentunut. Allekirjoita sopimus uudelleen.',
  'checkout.idCheckExpired.title': 'Henkilöllisyyden tarkistus vanhentui',
  'checkout.idCheckExpired.text':
    'Henkilöllisyyden tarkistuksen istunto on vanhentunut. Aloita se uudelleen.',
  'checkout.idCheckCancelled.title': 'Henkilöllisyyden tarkistus peruutettu',
  'checkout.idCheckCancelled.text':
    'Peruutit henkilöllisyyden tarkistuksen. Se tarvitaan varauksen viimeistelemiseksi.',
  'checkout.idCheckInProgress.title': 'Henkilöllisyyden tarkistus käynnissä',
  'checkout.idCheckInProgress.text':
    'Henkilöllisyytesi tarkistus on vielä kesken. Sivu päivittyy, kun se on valmis.',
  'checkout.sessionEnded.title': 'Istunto päättyi',
  'checkout.sessionEnded.text': 'Kassaistuntosi on päättynyt. Aloita varaus alusta.',
  'checkout.alreadyBooked.title': 'Jo varattu',
  'checkout.alreadyBooked.text':
    'Tämä varaus on tehty. Lähetimme vahvistuksen sähköpostitse, ja siinä on linkki asiakasportaaliisi.',
  'checkout.retry': 'Yritä uudelleen',

  'error.notFound.title': 'Sivua ei löytynyt',
  'error.notFound.text': 'Etsimääsi sivua ei ole olemassa.',
  'error.serverError.title': 'Jokin meni vikaan',
  'error.serverError.text': 'Tapahtui odottamaton virhe. Yritä myöhemmin uudelleen.',
  'error.forbidden.title': 'Pääsy estetty',
  'error.forbidden.text': 'Sinulla ei ole oikeutta tarkastella tätä sivua.',

  'consent.title': 'Evästeasetukset',
  'consent.necessary': 'Välttämättömät evästeet',
  'consent.marketing': 'Markkinointievästeet',
  'consent.description':
    'Käytämme välttämättömiä evästeitä, jotta sivusto toimii. Suostumuksellasi käytämme myös markkinointievästeitä tarjoustemme mittaamiseen ja parantamiseen.',
  'consent.cookiePolicy': 'Evästekäytäntö',
  'consent.saveSelected': 'Tallenna valinnat',
  'consent.acceptAll': 'Hyväksy kaikki',

  'languageSwitcher.label': 'Kieli',

  'toast.success.title': 'Valmis',
  'toast.error.title': 'Jokin meni vikaan',
  'toast.warn.title': 'Huomio',
  'toast.dismiss': 'Sulje ilmoitus',

  'ui.unitType.priceFromMonthly': 'Hinta alkaen {price} kuukaudessa',
  'ui.unitType.priceFromWeekly': 'Hinta alkaen {price} viikossa',
  'ui.unitType.unitsAvailable': 'Vapaita tiloja: {count, number}',
  'ui.unitType.soldOut': 'Loppuunmyyty',
  'ui.unitType.features': 'Ominaisuudet',
  'ui.unitType.select': 'Valitse',
  'ui.unitTypeList.label': 'Varastotilat',
  'ui.unitTypeList.categories': 'Kategoria',
  'ui.unitTypeList.allCategories': 'Kaikki',
  'ui.unitTypeList.empty': 'Tässä kategoriassa ei ole varastotiloja.',
  'ui.basket.title': 'Varauksesi',
  'ui.basket.location': 'Toimipiste',
  'ui.basket.unitType': 'Varasto',
  'ui.basket.moveInDate': 'Muuttopäivä',
  'ui.basket.everyMonth': 'Joka kuukausi',
  'ui.basket.everyWeek': 'Joka viikko',
  'ui.basket.once': 'Kerran, ensimmäisen maksun yhteydessä',
  'ui.basket.lineWithQuantity': '{quantity, number} × {label} ({unitAmount}/kpl)',
  'ui.basket.subtotal': 'Välisumma',
  'ui.basket.tax': 'ALV ({rate})',
  'ui.basket.includedTax': 'Sisältää ALV:n ({rate})',
  'ui.basket.subtotalExclTax': 'Välisumma ilman ALV:tä',
  'ui.price.exclTax': '{price} ilman ALV:tä',
  'ui.basket.dueNow': 'Maksettava nyt',
  'ui.basket.thenMonthly': 'Sen jälkeen {amount} kuukaudessa',
  'ui.basket.thenWeekly': 'Sen jälkeen {amount} viikossa',
  'ui.basket.loading': 'Hintaa lasketaan…',
  ...options,
  ...customer,
  ...shell,
  ...portalAccess,
  ...status,
  ...accounts,
  ...limits,
  ...sessions,
} satisfies Record<keyof typeof english, string>;
