import type english from './en';

/** Messages of the reference app checkout pages (web.checkout.*) in pl. */
export default {
  'web.checkout.loadError': 'Nie udało się załadować strony finalizacji rezerwacji.',
  'web.checkout.reason.paymentDeclined':
    'Karta została odrzucona i nie pobrano żadnej opłaty. Prosimy spróbować ponownie lub użyć innej karty.',
  'web.checkout.reason.foreignSession':
    'Ten link należał do innej sesji rezerwacji, dlatego niczego nie zmieniono. Rezerwację można kontynuować tutaj.',
  'web.checkout.reason.unknownBasket': 'Nie znaleźliśmy tej rezerwacji.',
  'web.checkout.summary.title': 'Szczegóły rezerwacji',
  'web.checkout.summary.unitType': 'Boks magazynowy',
  'web.checkout.summary.moveInDate': 'Data rozpoczęcia najmu',
  'web.checkout.summary.dueNow': 'Do zapłaty teraz',
  'web.checkout.summary.recurring': 'Czynsz za okres rozliczeniowy',
  'web.checkout.verify.waiting':
    'Bank nie potwierdził jeszcze płatności. Aby ją dokończyć, prosimy przejść na stronę płatności.',
  'web.checkout.createBooking.creating': 'Tworzenie rezerwacji…',
  'web.checkout.createBooking.error':
    'Nie udało się jeszcze utworzyć rezerwacji. Nic nie zostało zarezerwowane podwójnie.',
  'web.checkout.success.loading': 'Ładowanie potwierdzenia rezerwacji…',
  'web.checkout.success.loadError': 'Nie udało się załadować potwierdzenia rezerwacji.',
  'web.checkout.success.invalidTitle': 'Ten link potwierdzający jest nieprawidłowy',
  'web.checkout.success.invalidText':
    'Na podstawie tego linku nie udało się potwierdzić rezerwacji. Jeśli rezerwacja została dokonana, szczegóły znajdują się w e-mailu z potwierdzeniem.',
  'web.checkout.signed.title': 'Umowa podpisana',
  'web.checkout.signed.text':
    'Dziękujemy za podpisanie umowy. Prosimy kontynuować rezerwację, aby ją dokończyć.',
  'web.checkout.signed.closeText':
    'Dziękujemy za podpisanie umowy. Tę stronę można już zamknąć i kontynuować tam, gdzie rozpoczęto rezerwację.',
  'web.checkout.signed.continue': 'Kontynuuj rezerwację',
  'web.checkout.idCheckRedirect.title': 'Weryfikacja tożsamości zakończona',
  'web.checkout.idCheckRedirect.text':
    'Dziękujemy. Tę stronę można już zamknąć i kontynuować rezerwację tam, gdzie została rozpoczęta.',
} satisfies Record<keyof typeof english, string>;
