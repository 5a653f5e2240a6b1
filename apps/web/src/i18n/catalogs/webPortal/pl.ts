import type english from './en';

/** Messages of the reference app's customer portal pages (web.portal.*) in pl. */
export default {
  'web.portal.overview.title': 'Moje konto',
  'web.portal.locations.loading': 'Wczytywanie lokalizacji…',
  'web.portal.overview.loading': 'Wczytywanie konta…',
  'web.portal.locations.loadError': 'Nie udało się załadować lokalizacji.',
  'web.portal.bookings.loadError': 'Nie udało się załadować rezerwacji.',
  'web.portal.openInvoices.loadError': 'Nie udało się załadować nieopłaconych faktur.',
  'web.portal.invoiceHistory.loadError': 'Nie udało się załadować historii faktur.',
  'web.portal.paymentMethod.loadError': 'Nie udało się załadować metody płatności.',
  'web.portal.savedPaymentMethods.title': 'Zapisane metody płatności',
  'web.portal.savedPaymentMethods.loading': 'Wczytywanie metod płatności…',
  'web.portal.savedPaymentMethods.empty': 'Nie masz zapisanych metod płatności.',
  'web.portal.savedPaymentMethods.loadError': 'Nie udało się wczytać metod płatności.',
  'web.portal.savedPaymentMethods.needsVerification': 'wymaga weryfikacji',
  'web.portal.notifications.loadError': 'Nie udało się załadować powiadomień.',
  'web.portal.cancel.done': 'Rezerwacja {unit} została wypowiedziana. Ostatni dzień najmu to {date}.',
  'web.portal.withdraw.done': 'Wypowiedzenie rezerwacji {unit} zostało wycofane. Twój najem trwa dalej.',
  'web.portal.withdraw.failed': 'Nie udało się wycofać wypowiedzenia rezerwacji {unit}. Spróbuj ponownie.',
  'web.portal.withdraw.tooLate':
    'Wypowiedzenia rezerwacji {unit} nie można już wycofać: nadszedł jej ostatni dzień.',
  'web.portal.sharedAccess.teaser': 'Pozwól innym osobom zarządzać Twoim kontem w tej lokalizacji.',
  'web.portal.sharedAccess.manage': 'Zarządzaj wspólnym dostępem',
  'web.portal.sharedAccess.title': 'Wspólny dostęp – {location}',
  'web.portal.sharedAccess.loadError': 'Nie udało się załadować osób ze wspólnym dostępem.',
  'web.portal.backToOverview': 'Wróć do mojego konta',
  'web.portal.paymentUpdate.title': 'Zmień metodę płatności',
  'web.portal.paymentUpdate.lead':
    'Dodaj kartę, z której od teraz będzie pobierany czynsz w lokalizacji {location}. Teraz nic nie zostanie pobrane.',
  'web.portal.paymentUpdate.loading': 'Przygotowywanie bezpiecznego formularza płatności…',
  'web.portal.paymentUpdate.loadError': 'Nie udało się otworzyć bezpiecznego formularza płatności.',
  'web.portal.paymentUpdate.redirecting': 'Przekierowujemy na bezpieczną stronę płatności…',
  'web.portal.paymentUpdate.continue': 'Przejdź do strony płatności',
  'web.portal.paymentVerify.title': 'Nowa metoda płatności',
  'web.portal.paymentVerify.saving': 'Zapisywanie nowej metody płatności…',
  'web.portal.paymentVerify.saved':
    'Nowa metoda płatności została zapisana. Od teraz czynsz będzie pobierany za jej pomocą.',
  'web.portal.paymentVerify.savedToast': 'Metoda płatności została zaktualizowana.',
  'web.portal.paymentVerify.notSaved': 'Karta nie została zapisana. Metoda płatności nie uległa zmianie.',
  'web.portal.paymentVerify.invalid':
    'Tej karty nie można użyć jako metody płatności. Metoda płatności nie uległa zmianie.',
  'web.portal.paymentVerify.failed':
    'Nie udało się zapisać nowej metody płatności. Prosimy spróbować ponownie.',
  'web.portal.paymentVerify.tryAgain': 'Spróbuj ponownie',
} satisfies Record<keyof typeof english, string>;
