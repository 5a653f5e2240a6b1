import type { MailMessages } from './MailMessages';

export const pl: MailMessages = {
  greeting: 'Dzień dobry {name},',
  greetingNoName: 'Dzień dobry,',
  buttonFallback: 'Jeśli przycisk nie działa, prosimy skopiować ten link do przeglądarki:',
  footer: 'To jest automatyczna wiadomość od {tenant}. Odpowiedzi na nią nie są czytane.',
  summaryTitle: 'Państwa rezerwacja',
  bookingNumber: 'Numer rezerwacji',
  unitType: 'Boks magazynowy',
  unit: 'Numer boksu',
  location: 'Lokalizacja',
  moveInDate: 'Data rozpoczęcia najmu',
  paidNow: 'Zapłacono teraz',
  recurringMonthly: 'Co miesiąc',
  recurringWeekly: 'Co tydzień',
  valid7Days: 'Link jest ważny przez 7 dni i działa tylko raz.',
  valid1Hour: 'Link jest ważny przez 1 godzinę i działa tylko raz.',
  'activation.subject': 'Rezerwacja w {tenant}: aktywacja portalu klienta',
  'activation.intro':
    'Dziękujemy za rezerwację w {tenant}. Państwa portal klienta jest gotowy: można w nim zobaczyć rezerwację i faktury oraz zarządzać metodą płatności.',
  'activation.action': 'Aby otworzyć portal klienta, prosimy wybrać hasło.',
  'activation.button': 'Wybierz hasło',
  'reset.subject': 'Nowe hasło do portalu klienta {tenant}',
  'reset.intro': 'Otrzymaliśmy prośbę o zresetowanie hasła do Państwa portalu klienta w {tenant}.',
  'reset.button': 'Wybierz nowe hasło',
  'reset.ignore':
    'Jeśli to nie była Państwa prośba, prosimy zignorować tę wiadomość. Hasło pozostaje bez zmian.',
  'invitation.subject': '{owner} zaprasza Państwa do zarządzania swoimi boksami w lokalizacji {location}',
  'invitation.intro':
    '{owner} zaprasza Państwa do zarządzania swoimi boksami w lokalizacji {location} ({tenant}). Po przyjęciu zaproszenia w portalu klienta będą widoczne rezerwacje i faktury tej lokalizacji.',
  'invitation.button': 'Przyjmij zaproszenie',
  'invitation.ignore': 'Jeśli nie znają Państwo osoby {owner}, prosimy zignorować tę wiadomość.',
  'confirmation.subject': 'Rezerwacja potwierdzona: {unitType}, {location}',
  'confirmation.intro': 'Dziękujemy za rezerwację w {tenant}. Oto podsumowanie.',
  'confirmation.button': 'Przejdź do portalu klienta',
  'claim.subject': 'Zarezerwowano boks z użyciem Państwa adresu e-mail',
  'claim.intro': 'Ktoś zarezerwował boks w {tenant} z użyciem Państwa adresu e-mail, bez logowania się.',
  'claim.ifYou': 'Jeśli to byli Państwo, prosimy się zalogować, aby dodać rezerwację do swojego konta.',
  'claim.button': 'Zaloguj się i dodaj rezerwację',
  'claim.notYou':
    'Jeśli to nie byli Państwo, można zignorować tę wiadomość. Na Państwa koncie nic się nie zmieniło.',
};
