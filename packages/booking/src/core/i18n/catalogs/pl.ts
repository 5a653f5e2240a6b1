import accounts from './accounts/pl';
import customer from './customer/pl';
import type english from './en';
import limits from './limits/pl';
import options from './options/pl';
import portalAccess from './portalAccess/pl';
import sessions from './sessions/pl';
import shell from './shell/pl';
import status from './status/pl';

/**
 * Polish messages of the SDK but the checkout's (those are in `later/pl.ts`). Counts are phrased as
 * "label: number" to avoid plural forms.
 */
export default {
  'formValidation.required': 'To pole jest wymagane.',
  'formValidation.email': 'Wprowadź prawidłowy adres e-mail.',
  'formValidation.maxLength': 'Maksymalna liczba znaków: {max}.',
  'formValidation.minArrayLength': 'Minimalna liczba wyborów: {min}.',
  'formValidation.maxArrayLength': 'Maksymalna liczba wyborów: {max}.',
  'formValidation.phone': 'Wprowadź prawidłowy numer telefonu.',
  'formValidation.phonePrefix': 'Numer kierunkowy kraju musi zaczynać się od +.',
  'formValidation.postalCode': 'Wpisz kod pocztowy w formacie {example}.',
  'formValidation.minDate': 'Wybierz datę {date} lub późniejszą.',
  'formValidation.maxDate': 'Wybierz datę {date} lub wcześniejszą.',
  'formValidation.discountCode': 'Ten kod rabatowy jest nieprawidłowy.',
  'formValidation.default': 'To pole jest nieprawidłowe.',

  'auth.invalidStateCode': 'Nieprawidłowy kod stanu. Zaloguj się ponownie.',
  'auth.signInFailed': 'Logowanie nie powiodło się. Spróbuj ponownie.',
  'auth.sessionExpired': 'Twoja sesja wygasła. Zaloguj się ponownie.',

  'booking.step.unitSelection': 'Boks magazynowy',
  'booking.step.options': 'Opcje',
  'booking.step.basket': 'Koszyk',
  'booking.step.customer': 'Twoje dane',
  'booking.section.moveInDate': 'Data rozpoczęcia najmu',
  'booking.section.billingPeriod': 'Okres rozliczeniowy',
  'booking.section.insurance': 'Ubezpieczenie',
  'booking.section.products': 'Produkty',

  'checkout.step.payment': 'Płatność',
  'checkout.step.paymentVerify': 'Weryfikacja płatności',
  'checkout.step.eSignature': 'Podpis',
  'checkout.step.idCheck': 'Weryfikacja tożsamości',
  'checkout.step.createBooking': 'Rezerwacja',
  'checkout.step.success': 'Rezerwacja potwierdzona',
  'checkout.eSignatureCancelled.title': 'Podpisywanie anulowane',
  'checkout.eSignatureCancelled.text': 'Anulowano podpisywanie. Podpisz umowę, aby dokończyć rezerwację.',
  'checkout.eSignatureExpired.title': 'Podpisywanie wygasło',
  'checkout.eSignatureExpired.text': 'Sesja podpisywania wygasła. Podpisz umowę ponownie.',
  'checkout.idCheckExpired.title': 'Weryfikacja tożsamości wygasła',
  'checkout.idCheckExpired.text': 'Sesja weryfikacji tożsamości wygasła. Rozpocznij ją ponownie.',
  'checkout.idCheckCancelled.title': 'Weryfikacja tożsamości anulowana',
  'checkout.idCheckCancelled.text':
    'Anulowano weryfikację tożsamości. Jest ona wymagana do dokończenia rezerwacji.',
  'checkout.idCheckInProgress.title': 'Trwa weryfikacja tożsamości',
  'checkout.idCheckInProgress.text':
    'Twoja weryfikacja tożsamości jest nadal przetwarzana. Strona zaktualizuje się po jej zakończeniu.',
  'checkout.sessionEnded.title': 'Sesja zakończona',
  'checkout.sessionEnded.text': 'Twoja sesja płatności została zakończona. Rozpocznij rezerwację od nowa.',
  'checkout.alreadyBooked.title': 'Już zarezerwowano',
  'checkout.alreadyBooked.text':
    'Ta rezerwacja została zakończona. Potwierdzenie wysłaliśmy e-mailem wraz z linkiem do portalu klienta.',
  'checkout.retry': 'Spróbuj ponownie',

  'error.notFound.title': 'Nie znaleziono strony',
  'error.notFound.text': 'Strona, której szukasz, nie istnieje.',
  'error.serverError.title': 'Coś poszło nie tak',
  'error.serverError.text': 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie później.',
  'error.forbidden.title': 'Odmowa dostępu',
  'error.forbidden.text': 'Nie masz uprawnień do wyświetlenia tej strony.',

  'consent.title': 'Ustawienia plików cookie',
  'consent.necessary': 'Niezbędne pliki cookie',
  'consent.marketing': 'Marketingowe pliki cookie',
  'consent.description':
    'Używamy niezbędnych plików cookie, aby ta strona działała. Za Twoją zgodą używamy również marketingowych plików cookie, aby mierzyć i ulepszać nasze oferty.',
  'consent.cookiePolicy': 'Polityka plików cookie',
  'consent.saveSelected': 'Zapisz wybór',
  'consent.acceptAll': 'Zaakceptuj wszystkie',

  'languageSwitcher.label': 'Język',

  'toast.success.title': 'Gotowe',
  'toast.error.title': 'Coś poszło nie tak',
  'toast.warn.title': 'Uwaga',
  'toast.dismiss': 'Zamknij powiadomienie',

  'ui.unitType.priceFromMonthly': 'Cena od {price} miesięcznie',
  'ui.unitType.priceFromWeekly': 'Cena od {price} tygodniowo',
  'ui.unitType.unitsAvailable': 'Dostępne boksy: {count, number}',
  'ui.unitType.soldOut': 'Wyprzedane',
  'ui.unitType.features': 'Cechy',
  'ui.unitType.select': 'Wybierz',
  'ui.unitTypeList.label': 'Boksy magazynowe',
  'ui.unitTypeList.categories': 'Kategoria',
  'ui.unitTypeList.allCategories': 'Wszystkie',
  'ui.unitTypeList.empty': 'Brak boksów magazynowych w tej kategorii.',
  'ui.basket.title': 'Twoja rezerwacja',
  'ui.basket.location': 'Lokalizacja',
  'ui.basket.unitType': 'Magazyn',
  'ui.basket.moveInDate': 'Data wprowadzenia się',
  'ui.basket.everyMonth': 'Co miesiąc',
  'ui.basket.everyWeek': 'Co tydzień',
  'ui.basket.once': 'Jednorazowo, przy pierwszej płatności',
  'ui.basket.lineWithQuantity': '{quantity, number} × {label} ({unitAmount} za sztukę)',
  'ui.basket.subtotal': 'Suma częściowa',
  'ui.basket.tax': 'Podatek VAT ({rate})',
  'ui.basket.includedTax': 'W tym podatek VAT ({rate})',
  'ui.basket.subtotalExclTax': 'Suma częściowa netto',
  'ui.price.exclTax': '{price} netto (bez VAT)',
  'ui.basket.dueNow': 'Do zapłaty teraz',
  'ui.basket.thenMonthly': 'Następnie {amount} miesięcznie',
  'ui.basket.thenWeekly': 'Następnie {amount} tygodniowo',
  'ui.basket.loading': 'Obliczanie ceny…',
  ...options,
  ...customer,
  ...shell,
  ...portalAccess,
  ...status,
  ...accounts,
  ...limits,
  ...sessions,
} satisfies Record<keyof typeof english, string>;
