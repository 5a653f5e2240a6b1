/** The texts of the identity server's pages, per language. English is the fallback. */
export interface IdentityMessages {
  signInTitle: string;
  signInIntro: (host: string) => string;
  signInIntroNoHost: string;
  email: string;
  password: string;
  signInButton: string;
  wrongCredentials: string;
  emailRequired: string;
  passwordRequired: string;
  tooManyAttempts: string;
  formExpired: string;
  errorTitle: string;
  unknownClient: string;
  badRedirect: string;
  badReturnAddress: string;
  errorHint: string;
  changePasswordTitle: string;
  changePasswordIntro: (email: string) => string;
  changePasswordNote: string;
  currentPassword: string;
  newPassword: string;
  newPasswordHint: string;
  confirmPassword: string;
  currentPasswordWrong: string;
  newPasswordTooShort: string;
  newPasswordTooLong: string;
  newPasswordSame: string;
  confirmMismatch: string;
  changePasswordButton: string;
  backTo: (host: string) => string;
}

/** Password length limits of the change-password form. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const en: IdentityMessages = {
  signInTitle: 'Sign in',
  signInIntro: (host) => `Sign in to continue to ${host}.`,
  signInIntroNoHost: 'Sign in to continue to your customer portal.',
  email: 'Email address',
  password: 'Password',
  signInButton: 'Sign in',
  wrongCredentials: 'The email address or password is not correct.',
  emailRequired: 'Enter your email address.',
  passwordRequired: 'Enter your password.',
  tooManyAttempts: 'Too many failed attempts. Wait 15 minutes and try again.',
  formExpired: 'The form has expired. Please try again.',
  errorTitle: 'Sign-in cannot continue',
  unknownClient: 'The application that sent you here is not registered with this sign-in service.',
  badRedirect: 'The return address is not registered for this application, so you cannot be sent back to it.',
  badReturnAddress: 'The link you followed is incomplete or not valid.',
  errorHint: 'Go back to the site you came from and try again. If it keeps happening, contact its support.',
  changePasswordTitle: 'Change password',
  changePasswordIntro: (email) => `You are signed in as ${email}.`,
  changePasswordNote:
    'After the change you are signed out on all your devices and sign in again with the new password.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  confirmPassword: 'Repeat the new password',
  currentPasswordWrong: 'The current password is not correct.',
  newPasswordTooShort: `The new password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  newPasswordTooLong: `The new password can have at most ${PASSWORD_MAX_LENGTH} characters.`,
  newPasswordSame: 'The new password must differ from the current one.',
  confirmMismatch: 'The two new passwords do not match.',
  changePasswordButton: 'Change password',
  backTo: (host) => `Back to ${host}`,
};

const sv: IdentityMessages = {
  signInTitle: 'Logga in',
  signInIntro: (host) => `Logga in för att fortsätta till ${host}.`,
  signInIntroNoHost: 'Logga in för att fortsätta till din kundportal.',
  email: 'E-postadress',
  password: 'Lösenord',
  signInButton: 'Logga in',
  wrongCredentials: 'E-postadressen eller lösenordet är fel.',
  emailRequired: 'Ange din e-postadress.',
  passwordRequired: 'Ange ditt lösenord.',
  tooManyAttempts: 'För många misslyckade försök. Vänta 15 minuter och försök igen.',
  formExpired: 'Formuläret har gått ut. Försök igen.',
  errorTitle: 'Inloggningen kan inte fortsätta',
  unknownClient: 'Applikationen som skickade dig hit är inte registrerad hos den här inloggningstjänsten.',
  badRedirect:
    'Returadressen är inte registrerad för den här applikationen, så du kan inte skickas tillbaka dit.',
  badReturnAddress: 'Länken du följde är ofullständig eller ogiltig.',
  errorHint:
    'Gå tillbaka till webbplatsen du kom från och försök igen. Kontakta dess support om felet kvarstår.',
  changePasswordTitle: 'Byt lösenord',
  changePasswordIntro: (email) => `Du är inloggad som ${email}.`,
  changePasswordNote:
    'Efter bytet loggas du ut på alla dina enheter och loggar in igen med det nya lösenordet.',
  currentPassword: 'Nuvarande lösenord',
  newPassword: 'Nytt lösenord',
  newPasswordHint: `Minst ${PASSWORD_MIN_LENGTH} tecken.`,
  confirmPassword: 'Upprepa det nya lösenordet',
  currentPasswordWrong: 'Det nuvarande lösenordet är fel.',
  newPasswordTooShort: `Det nya lösenordet måste ha minst ${PASSWORD_MIN_LENGTH} tecken.`,
  newPasswordTooLong: `Det nya lösenordet får ha högst ${PASSWORD_MAX_LENGTH} tecken.`,
  newPasswordSame: 'Det nya lösenordet måste skilja sig från det nuvarande.',
  confirmMismatch: 'De två nya lösenorden stämmer inte överens.',
  changePasswordButton: 'Byt lösenord',
  backTo: (host) => `Tillbaka till ${host}`,
};

const de: IdentityMessages = {
  signInTitle: 'Anmelden',
  signInIntro: (host) => `Melden Sie sich an, um mit ${host} fortzufahren.`,
  signInIntroNoHost: 'Melden Sie sich an, um zu Ihrem Kundenportal zu gelangen.',
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  signInButton: 'Anmelden',
  wrongCredentials: 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
  emailRequired: 'Geben Sie Ihre E-Mail-Adresse ein.',
  passwordRequired: 'Geben Sie Ihr Passwort ein.',
  tooManyAttempts: 'Zu viele fehlgeschlagene Versuche. Warten Sie 15 Minuten und versuchen Sie es erneut.',
  formExpired: 'Das Formular ist abgelaufen. Bitte versuchen Sie es erneut.',
  errorTitle: 'Die Anmeldung kann nicht fortgesetzt werden',
  unknownClient:
    'Die Anwendung, die Sie hierher geschickt hat, ist bei diesem Anmeldedienst nicht registriert.',
  badRedirect:
    'Die Rücksprungadresse ist für diese Anwendung nicht registriert, daher können Sie nicht dorthin zurückgeleitet werden.',
  badReturnAddress: 'Der aufgerufene Link ist unvollständig oder ungültig.',
  errorHint:
    'Kehren Sie zur Website zurück, von der Sie kamen, und versuchen Sie es erneut. Wenden Sie sich an deren Support, wenn der Fehler bleibt.',
  changePasswordTitle: 'Passwort ändern',
  changePasswordIntro: (email) => `Sie sind als ${email} angemeldet.`,
  changePasswordNote:
    'Nach der Änderung werden Sie auf allen Geräten abgemeldet und melden sich mit dem neuen Passwort wieder an.',
  currentPassword: 'Aktuelles Passwort',
  newPassword: 'Neues Passwort',
  newPasswordHint: `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`,
  confirmPassword: 'Neues Passwort wiederholen',
  currentPasswordWrong: 'Das aktuelle Passwort ist nicht korrekt.',
  newPasswordTooShort: `Das neue Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen haben.`,
  newPasswordTooLong: `Das neue Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen haben.`,
  newPasswordSame: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
  confirmMismatch: 'Die beiden neuen Passwörter stimmen nicht überein.',
  changePasswordButton: 'Passwort ändern',
  backTo: (host) => `Zurück zu ${host}`,
};

const nb: IdentityMessages = {
  signInTitle: 'Logg inn',
  signInIntro: (host) => `Logg inn for å fortsette til ${host}.`,
  signInIntroNoHost: 'Logg inn for å fortsette til kundeportalen din.',
  email: 'E-postadresse',
  password: 'Passord',
  signInButton: 'Logg inn',
  wrongCredentials: 'E-postadressen eller passordet er feil.',
  emailRequired: 'Skriv inn e-postadressen din.',
  passwordRequired: 'Skriv inn passordet ditt.',
  tooManyAttempts: 'For mange mislykkede forsøk. Vent 15 minutter og prøv igjen.',
  formExpired: 'Skjemaet har utløpt. Prøv igjen.',
  errorTitle: 'Innloggingen kan ikke fortsette',
  unknownClient: 'Applikasjonen som sendte deg hit, er ikke registrert hos denne innloggingstjenesten.',
  badRedirect: 'Returadressen er ikke registrert for denne applikasjonen, så du kan ikke sendes tilbake dit.',
  badReturnAddress: 'Lenken du fulgte, er ufullstendig eller ugyldig.',
  errorHint:
    'Gå tilbake til nettstedet du kom fra, og prøv igjen. Kontakt brukerstøtten deres hvis feilen vedvarer.',
  changePasswordTitle: 'Endre passord',
  changePasswordIntro: (email) => `Du er logget inn som ${email}.`,
  changePasswordNote:
    'Etter endringen blir du logget ut på alle enhetene dine og logger inn igjen med det nye passordet.',
  currentPassword: 'Nåværende passord',
  newPassword: 'Nytt passord',
  newPasswordHint: `Minst ${PASSWORD_MIN_LENGTH} tegn.`,
  confirmPassword: 'Gjenta det nye passordet',
  currentPasswordWrong: 'Det nåværende passordet er feil.',
  newPasswordTooShort: `Det nye passordet må ha minst ${PASSWORD_MIN_LENGTH} tegn.`,
  newPasswordTooLong: `Det nye passordet kan ha høyst ${PASSWORD_MAX_LENGTH} tegn.`,
  newPasswordSame: 'Det nye passordet må være forskjellig fra det nåværende.',
  confirmMismatch: 'De to nye passordene er ikke like.',
  changePasswordButton: 'Endre passord',
  backTo: (host) => `Tilbake til ${host}`,
};

const CATALOGS: Record<string, IdentityMessages> = { en, sv, de, nb };

/**
 * The page language for a `language` parameter (`de`, `de-AT`): a supported one, else English.
 * Returns the BCP 47 tag for the `lang` attribute and the messages.
 */
export function identityLanguage(language: string | undefined): { tag: string; messages: IdentityMessages } {
  const primary = /^[a-z]{2}(-[A-Z]{2})?$/.test(language ?? '') ? (language ?? '').slice(0, 2) : 'en';
  const messages = CATALOGS[primary];
  return messages ? { tag: primary, messages } : { tag: 'en', messages: en };
}
