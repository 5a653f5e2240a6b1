import { NEW_PASSWORD_LENGTH } from '../../contract/contractLimits';
import type { IdentityMessages } from './IdentityMessages';

const { min: MIN, max: MAX } = NEW_PASSWORD_LENGTH;

export const pl: IdentityMessages = {
  signInTitle: 'Zaloguj się',
  signInIntro: (tenant) => `Zaloguj się, aby kontynuować w serwisie ${tenant}.`,
  signInIntroNoTenant: 'Zaloguj się, aby przejść do portalu klienta.',
  email: 'Adres e-mail',
  password: 'Hasło',
  signInButton: 'Zaloguj się',
  wrongCredentials: 'Adres e-mail lub hasło jest nieprawidłowe.',
  emailRequired: 'Wpisz adres e-mail.',
  passwordRequired: 'Wpisz hasło.',
  tooManyAttempts: (wait) => `Zbyt wiele nieudanych prób. Czas oczekiwania na kolejną próbę: ${wait}.`,
  formExpired: 'Formularz wygasł. Spróbuj ponownie.',
  errorTitle: 'Nie można kontynuować logowania',
  unknownClient: 'Aplikacja, która Cię tu skierowała, nie jest zarejestrowana w tej usłudze logowania.',
  badRedirect: 'Adres powrotu nie jest zarejestrowany dla tej aplikacji, więc nie można Cię tam odesłać.',
  badReturnAddress: 'Link, z którego skorzystano, jest niepełny lub nieprawidłowy.',
  errorHint:
    'Wróć do poprzedniej strony i spróbuj ponownie. Jeśli problem się powtarza, skontaktuj się z obsługą tej strony.',
  changePasswordTitle: 'Zmień hasło',
  signedInAs: (email) => `Zalogowano jako ${email}.`,
  changePasswordNote:
    'Po zmianie nastąpi wylogowanie na wszystkich urządzeniach i trzeba będzie zalogować się ponownie nowym hasłem.',
  currentPassword: 'Obecne hasło',
  newPassword: 'Nowe hasło',
  newPasswordHint: `Co najmniej ${MIN} znaków.`,
  confirmPassword: 'Powtórz nowe hasło',
  currentPasswordWrong: 'Obecne hasło jest nieprawidłowe.',
  newPasswordTooShort: `Nowe hasło musi mieć co najmniej ${MIN} znaków.`,
  newPasswordTooLong: `Nowe hasło może mieć najwyżej ${MAX} znaków.`,
  newPasswordSame: 'Nowe hasło musi się różnić od obecnego.',
  confirmMismatch: 'Nowe hasła nie są identyczne.',
  changePasswordButton: 'Zmień hasło',
  backTo: (tenant) => `Powrót do serwisu ${tenant}`,
  backToPortal: 'Powrót do portalu klienta',
  forgotPasswordLink: 'Nie pamiętasz hasła?',
  forgotTitle: 'Zresetuj hasło',
  forgotIntro: 'Wpisz adres e-mail, którego używasz do logowania. Wyślemy link do ustawienia nowego hasła.',
  forgotButton: 'Wyślij link',
  emailInvalid: 'Wpisz adres e-mail w formacie nazwa@example.com.',
  forgotSentTitle: 'Sprawdź skrzynkę e-mail',
  forgotSent:
    'Jeśli istnieje konto z tym adresem e-mail, wysłaliśmy na niego link do ustawienia nowego hasła. Link jest ważny przez godzinę.',
  forgotSentHint: 'Brak wiadomości po kilku minutach? Sprawdź folder spam lub poproś o nowy link.',
  backToSignIn: 'Powrót do logowania',
  resetTitle: 'Ustaw nowe hasło',
  resetIntro: 'Po zapisaniu nastąpi wylogowanie na wszystkich urządzeniach i ponowne zalogowanie tutaj.',
  resetButton: 'Zapisz nowe hasło',
  activateTitle: 'Ustaw hasło do portalu klienta',
  activateIntro: 'Dzięki hasłu możesz się zalogować, aby przeglądać swoje rezerwacje i nimi zarządzać.',
  activateAlreadyHasPassword:
    'Twoje konto ma już hasło. Możesz się nim zalogować albo ustawić tutaj nowe. Ten link działa tylko raz.',
  activateButton: 'Zapisz hasło i kontynuuj',
  linkInvalidTitle: 'Tego linku nie można użyć',
  linkInvalid:
    'Link jest nieprawidłowy lub został już użyty. Linki w naszych wiadomościach działają tylko raz i przez ograniczony czas.',
  requestNewLink: 'Poproś o nowy link',
  goToSignIn: 'Zaloguj się do portalu klienta',
  invitationTitle: 'Przyjmij zaproszenie',
  invitationIntro: (owner, location) =>
    `${owner} zaprasza Cię do wglądu w swoje magazyny w lokalizacji ${location}.`,
  invitationSignIn: 'Ten adres e-mail ma już konto. Wpisz jego hasło, aby przyjąć zaproszenie.',
  invitationCreate: 'Ustaw hasło do nowego konta, aby przyjąć zaproszenie.',
  invitationSignInButton: 'Zaloguj się i przyjmij',
  invitationCreateButton: 'Zapisz hasło i przyjmij',
  invitationAcceptButton: 'Przyjmij zaproszenie',
  invitationAccountExists:
    'Dla tego adresu e-mail istnieje już konto. Wpisz jego hasło, aby przyjąć zaproszenie.',
  passwordWrong: 'Hasło jest nieprawidłowe.',
  claimTitle: 'Dodaj rezerwację do swojego konta',
  claimIntro:
    'Ta rezerwacja została złożona z Twoim adresem e-mail bez logowania. Dodaj ją do swojego konta, aby ją przeglądać i nią zarządzać w portalu klienta.',
  claimBooking: (location, moveInDate) => `${location}, data wprowadzenia: ${moveInDate}`,
  claimButton: 'Dodaj do mojego konta',
  claimOtherTitle: 'Ten link należy do innego konta',
  claimOther:
    'Zalogowano na inne konto niż to, na które wysłano ten link. Wyloguj się, a następnie zaloguj na konto z adresem e-mail, który otrzymał link.',
  signOutButton: 'Wyloguj się',
};
