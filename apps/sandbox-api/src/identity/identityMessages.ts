/** The texts of the identity server's pages, per language. English is the fallback. */
export interface IdentityMessages {
  signInTitle: string;
  /** The intro of the sign-in page, naming the tenant. */
  signInIntro: (tenant: string) => string;
  /** The intro when no tenant is known: the neutral "your customer portal". */
  signInIntroNoTenant: string;
  email: string;
  password: string;
  signInButton: string;
  wrongCredentials: string;
  emailRequired: string;
  passwordRequired: string;
  /** Too many failed password checks; `wait` is how long until the next check, formatted ("30 seconds"). */
  tooManyAttempts: (wait: string) => string;
  formExpired: string;
  errorTitle: string;
  unknownClient: string;
  badRedirect: string;
  badReturnAddress: string;
  errorHint: string;
  changePasswordTitle: string;
  signedInAs: (email: string) => string;
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
  backTo: (tenant: string) => string;
  backToPortal: string;
  // "Forgot your password?"
  forgotPasswordLink: string;
  forgotTitle: string;
  forgotIntro: string;
  forgotButton: string;
  emailInvalid: string;
  forgotSentTitle: string;
  /** The one answer to a reset request: it never tells whether the address has an account. */
  forgotSent: string;
  forgotSentHint: string;
  backToSignIn: string;
  // Reset and activation links
  resetTitle: string;
  resetIntro: string;
  resetButton: string;
  activateTitle: string;
  activateIntro: string;
  activateAlreadyHasPassword: string;
  activateButton: string;
  linkInvalidTitle: string;
  /** The one answer for an unknown, used or expired link. */
  linkInvalid: string;
  requestNewLink: string;
  goToSignIn: string;
  // Shared-access invitations
  invitationTitle: string;
  invitationIntro: (owner: string, location: string) => string;
  invitationSignIn: string;
  invitationCreate: string;
  invitationSignInButton: string;
  invitationCreateButton: string;
  invitationAcceptButton: string;
  invitationAccountExists: string;
  passwordWrong: string;
  // Claiming a booking made with the account's address
  claimTitle: string;
  claimIntro: string;
  /** The booking: its location and move-in date (already formatted). */
  claimBooking: (location: string, moveInDate: string) => string;
  claimButton: string;
  claimOtherTitle: string;
  claimOther: string;
  signOutButton: string;
}

/** Password length limits of the password forms. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const MIN = PASSWORD_MIN_LENGTH;
const MAX = PASSWORD_MAX_LENGTH;

const en: IdentityMessages = {
  signInTitle: 'Sign in',
  signInIntro: (tenant) => `Sign in to continue to ${tenant}.`,
  signInIntroNoTenant: 'Sign in to continue to your customer portal.',
  email: 'Email address',
  password: 'Password',
  signInButton: 'Sign in',
  wrongCredentials: 'The email address or password is not correct.',
  emailRequired: 'Enter your email address.',
  passwordRequired: 'Enter your password.',
  tooManyAttempts: (wait) => `Too many failed attempts. Wait ${wait} and try again.`,
  formExpired: 'The form has expired. Please try again.',
  errorTitle: 'Sign-in cannot continue',
  unknownClient: 'The application that sent you here is not registered with this sign-in service.',
  badRedirect: 'The return address is not registered for this application, so you cannot be sent back to it.',
  badReturnAddress: 'The link you followed is incomplete or not valid.',
  errorHint: 'Go back to the site you came from and try again. If it keeps happening, contact its support.',
  changePasswordTitle: 'Change password',
  signedInAs: (email) => `You are signed in as ${email}.`,
  changePasswordNote:
    'After the change you are signed out on all your devices and sign in again with the new password.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHint: `At least ${MIN} characters.`,
  confirmPassword: 'Repeat the new password',
  currentPasswordWrong: 'The current password is not correct.',
  newPasswordTooShort: `The new password must have at least ${MIN} characters.`,
  newPasswordTooLong: `The new password can have at most ${MAX} characters.`,
  newPasswordSame: 'The new password must differ from the current one.',
  confirmMismatch: 'The two new passwords do not match.',
  changePasswordButton: 'Change password',
  backTo: (tenant) => `Back to ${tenant}`,
  backToPortal: 'Back to your customer portal',
  forgotPasswordLink: 'Forgot your password?',
  forgotTitle: 'Reset your password',
  forgotIntro: 'Enter the email address you sign in with. We will send you a link to choose a new password.',
  forgotButton: 'Send link',
  emailInvalid: 'Enter an email address in the format name@example.com.',
  forgotSentTitle: 'Check your email',
  forgotSent:
    'If an account exists for this email address, we have sent it a link to choose a new password. The link works for one hour.',
  forgotSentHint: 'No email after a few minutes? Check your spam folder or request a new link.',
  backToSignIn: 'Back to sign in',
  resetTitle: 'Choose a new password',
  resetIntro: 'After saving, you are signed out on all your devices and signed in again here.',
  resetButton: 'Save new password',
  activateTitle: 'Choose a password for your customer portal',
  activateIntro: 'With a password you can sign in to see and manage your bookings.',
  activateAlreadyHasPassword:
    'Your account already has a password. You can sign in with it, or choose a new one here. This link works only once.',
  activateButton: 'Save password and continue',
  linkInvalidTitle: 'This link cannot be used',
  linkInvalid:
    'The link is not valid or was already used. Links in our emails work only once and for a limited time.',
  requestNewLink: 'Request a new link',
  goToSignIn: 'Sign in to your customer portal',
  invitationTitle: 'Accept the invitation',
  invitationIntro: (owner, location) => `${owner} has invited you to see their storage at ${location}.`,
  invitationSignIn: 'This email address already has an account. Enter its password to accept.',
  invitationCreate: 'Choose a password for your new account to accept.',
  invitationSignInButton: 'Sign in and accept',
  invitationCreateButton: 'Save password and accept',
  invitationAcceptButton: 'Accept invitation',
  invitationAccountExists: 'An account with this email address exists now. Enter its password to accept.',
  passwordWrong: 'The password is not correct.',
  claimTitle: 'Add the booking to your account',
  claimIntro:
    'This booking was made with your email address without signing in. Add it to your account to see and manage it in your customer portal.',
  claimBooking: (location, moveInDate) => `${location}, move-in ${moveInDate}`,
  claimButton: 'Add to my account',
  claimOtherTitle: 'This link is for another account',
  claimOther:
    'You are signed in with a different account than the one this link was sent to. Sign out, then sign in with the account of the email address that received the link.',
  signOutButton: 'Sign out',
};

const de: IdentityMessages = {
  signInTitle: 'Anmelden',
  signInIntro: (tenant) => `Melden Sie sich an, um mit ${tenant} fortzufahren.`,
  signInIntroNoTenant: 'Melden Sie sich an, um zu Ihrem Kundenportal zu gelangen.',
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  signInButton: 'Anmelden',
  wrongCredentials: 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
  emailRequired: 'Geben Sie Ihre E-Mail-Adresse ein.',
  passwordRequired: 'Geben Sie Ihr Passwort ein.',
  tooManyAttempts: (wait) =>
    `Zu viele fehlgeschlagene Versuche. Warten Sie ${wait} und versuchen Sie es erneut.`,
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
  signedInAs: (email) => `Sie sind als ${email} angemeldet.`,
  changePasswordNote:
    'Nach der Änderung werden Sie auf allen Geräten abgemeldet und melden sich mit dem neuen Passwort wieder an.',
  currentPassword: 'Aktuelles Passwort',
  newPassword: 'Neues Passwort',
  newPasswordHint: `Mindestens ${MIN} Zeichen.`,
  confirmPassword: 'Neues Passwort wiederholen',
  currentPasswordWrong: 'Das aktuelle Passwort ist nicht korrekt.',
  newPasswordTooShort: `Das neue Passwort muss mindestens ${MIN} Zeichen haben.`,
  newPasswordTooLong: `Das neue Passwort darf höchstens ${MAX} Zeichen haben.`,
  newPasswordSame: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
  confirmMismatch: 'Die beiden neuen Passwörter stimmen nicht überein.',
  changePasswordButton: 'Passwort ändern',
  backTo: (tenant) => `Zurück zu ${tenant}`,
  backToPortal: 'Zurück zu Ihrem Kundenportal',
  forgotPasswordLink: 'Passwort vergessen?',
  forgotTitle: 'Passwort zurücksetzen',
  forgotIntro:
    'Geben Sie die E-Mail-Adresse ein, mit der Sie sich anmelden. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen.',
  forgotButton: 'Link senden',
  emailInvalid: 'Geben Sie eine E-Mail-Adresse im Format name@example.com ein.',
  forgotSentTitle: 'Prüfen Sie Ihre E-Mails',
  forgotSent:
    'Wenn es zu dieser E-Mail-Adresse ein Konto gibt, haben wir dorthin einen Link zum Wählen eines neuen Passworts gesendet. Der Link gilt eine Stunde.',
  forgotSentHint:
    'Nach einigen Minuten noch keine E-Mail? Sehen Sie im Spam-Ordner nach oder fordern Sie einen neuen Link an.',
  backToSignIn: 'Zurück zur Anmeldung',
  resetTitle: 'Neues Passwort wählen',
  resetIntro: 'Nach dem Speichern werden Sie auf allen Geräten abgemeldet und hier neu angemeldet.',
  resetButton: 'Neues Passwort speichern',
  activateTitle: 'Wählen Sie ein Passwort für Ihr Kundenportal',
  activateIntro: 'Mit einem Passwort melden Sie sich an, um Ihre Buchungen zu sehen und zu verwalten.',
  activateAlreadyHasPassword:
    'Ihr Konto hat bereits ein Passwort. Sie können sich damit anmelden oder hier ein neues wählen. Dieser Link funktioniert nur einmal.',
  activateButton: 'Passwort speichern und weiter',
  linkInvalidTitle: 'Dieser Link kann nicht verwendet werden',
  linkInvalid:
    'Der Link ist ungültig oder wurde bereits verwendet. Links in unseren E-Mails funktionieren nur einmal und nur für begrenzte Zeit.',
  requestNewLink: 'Neuen Link anfordern',
  goToSignIn: 'Im Kundenportal anmelden',
  invitationTitle: 'Einladung annehmen',
  invitationIntro: (owner, location) =>
    `${owner} hat Sie eingeladen, die Lagerräume am Standort ${location} einzusehen.`,
  invitationSignIn:
    'Für diese E-Mail-Adresse gibt es bereits ein Konto. Geben Sie dessen Passwort ein, um anzunehmen.',
  invitationCreate: 'Wählen Sie ein Passwort für Ihr neues Konto, um anzunehmen.',
  invitationSignInButton: 'Anmelden und annehmen',
  invitationCreateButton: 'Passwort speichern und annehmen',
  invitationAcceptButton: 'Einladung annehmen',
  invitationAccountExists:
    'Für diese E-Mail-Adresse gibt es inzwischen ein Konto. Geben Sie dessen Passwort ein, um anzunehmen.',
  passwordWrong: 'Das Passwort ist nicht korrekt.',
  claimTitle: 'Buchung zu Ihrem Konto hinzufügen',
  claimIntro:
    'Diese Buchung wurde ohne Anmeldung mit Ihrer E-Mail-Adresse vorgenommen. Fügen Sie sie Ihrem Konto hinzu, um sie im Kundenportal zu sehen und zu verwalten.',
  claimBooking: (location, moveInDate) => `${location}, Einzug am ${moveInDate}`,
  claimButton: 'Zu meinem Konto hinzufügen',
  claimOtherTitle: 'Dieser Link gehört zu einem anderen Konto',
  claimOther:
    'Sie sind mit einem anderen Konto angemeldet als dem, an das dieser Link gesendet wurde. Melden Sie sich ab und dann mit dem Konto der E-Mail-Adresse an, die den Link erhalten hat.',
  signOutButton: 'Abmelden',
};

const sv: IdentityMessages = {
  signInTitle: 'Logga in',
  signInIntro: (tenant) => `Logga in för att fortsätta till ${tenant}.`,
  signInIntroNoTenant: 'Logga in för att fortsätta till din kundportal.',
  email: 'E-postadress',
  password: 'Lösenord',
  signInButton: 'Logga in',
  wrongCredentials: 'E-postadressen eller lösenordet är fel.',
  emailRequired: 'Ange din e-postadress.',
  passwordRequired: 'Ange ditt lösenord.',
  tooManyAttempts: (wait) => `För många misslyckade försök. Vänta ${wait} och försök igen.`,
  formExpired: 'Formuläret har gått ut. Försök igen.',
  errorTitle: 'Inloggningen kan inte fortsätta',
  unknownClient: 'Applikationen som skickade dig hit är inte registrerad hos den här inloggningstjänsten.',
  badRedirect:
    'Returadressen är inte registrerad för den här applikationen, så du kan inte skickas tillbaka dit.',
  badReturnAddress: 'Länken du följde är ofullständig eller ogiltig.',
  errorHint:
    'Gå tillbaka till webbplatsen du kom från och försök igen. Kontakta dess support om felet kvarstår.',
  changePasswordTitle: 'Byt lösenord',
  signedInAs: (email) => `Du är inloggad som ${email}.`,
  changePasswordNote:
    'Efter bytet loggas du ut på alla dina enheter och loggar in igen med det nya lösenordet.',
  currentPassword: 'Nuvarande lösenord',
  newPassword: 'Nytt lösenord',
  newPasswordHint: `Minst ${MIN} tecken.`,
  confirmPassword: 'Upprepa det nya lösenordet',
  currentPasswordWrong: 'Det nuvarande lösenordet är fel.',
  newPasswordTooShort: `Det nya lösenordet måste ha minst ${MIN} tecken.`,
  newPasswordTooLong: `Det nya lösenordet får ha högst ${MAX} tecken.`,
  newPasswordSame: 'Det nya lösenordet måste skilja sig från det nuvarande.',
  confirmMismatch: 'De två nya lösenorden stämmer inte överens.',
  changePasswordButton: 'Byt lösenord',
  backTo: (tenant) => `Tillbaka till ${tenant}`,
  backToPortal: 'Tillbaka till din kundportal',
  forgotPasswordLink: 'Glömt lösenordet?',
  forgotTitle: 'Återställ ditt lösenord',
  forgotIntro: 'Ange e-postadressen du loggar in med. Vi skickar en länk där du kan välja ett nytt lösenord.',
  forgotButton: 'Skicka länk',
  emailInvalid: 'Ange en e-postadress i formatet namn@example.com.',
  forgotSentTitle: 'Kolla din e-post',
  forgotSent:
    'Om det finns ett konto för den här e-postadressen har vi skickat en länk dit för att välja ett nytt lösenord. Länken gäller i en timme.',
  forgotSentHint: 'Inget e-postmeddelande efter några minuter? Titta i skräpposten eller begär en ny länk.',
  backToSignIn: 'Tillbaka till inloggningen',
  resetTitle: 'Välj ett nytt lösenord',
  resetIntro: 'När du sparar loggas du ut på alla dina enheter och loggas in här igen.',
  resetButton: 'Spara nytt lösenord',
  activateTitle: 'Välj ett lösenord för din kundportal',
  activateIntro: 'Med ett lösenord kan du logga in och se och hantera dina bokningar.',
  activateAlreadyHasPassword:
    'Ditt konto har redan ett lösenord. Du kan logga in med det eller välja ett nytt här. Länken fungerar bara en gång.',
  activateButton: 'Spara lösenord och fortsätt',
  linkInvalidTitle: 'Länken kan inte användas',
  linkInvalid:
    'Länken är ogiltig eller har redan använts. Länkar i våra e-postmeddelanden fungerar bara en gång och under begränsad tid.',
  requestNewLink: 'Begär en ny länk',
  goToSignIn: 'Logga in på din kundportal',
  invitationTitle: 'Acceptera inbjudan',
  invitationIntro: (owner, location) => `${owner} har bjudit in dig att se sina förråd på ${location}.`,
  invitationSignIn: 'Den här e-postadressen har redan ett konto. Ange dess lösenord för att acceptera.',
  invitationCreate: 'Välj ett lösenord för ditt nya konto för att acceptera.',
  invitationSignInButton: 'Logga in och acceptera',
  invitationCreateButton: 'Spara lösenord och acceptera',
  invitationAcceptButton: 'Acceptera inbjudan',
  invitationAccountExists:
    'Nu finns det ett konto för den här e-postadressen. Ange dess lösenord för att acceptera.',
  passwordWrong: 'Lösenordet är fel.',
  claimTitle: 'Lägg till bokningen i ditt konto',
  claimIntro:
    'Den här bokningen gjordes med din e-postadress utan inloggning. Lägg till den i ditt konto för att se och hantera den i kundportalen.',
  claimBooking: (location, moveInDate) => `${location}, inflyttning ${moveInDate}`,
  claimButton: 'Lägg till i mitt konto',
  claimOtherTitle: 'Länken hör till ett annat konto',
  claimOther:
    'Du är inloggad med ett annat konto än det som länken skickades till. Logga ut och logga sedan in med kontot för e-postadressen som fick länken.',
  signOutButton: 'Logga ut',
};

const nb: IdentityMessages = {
  signInTitle: 'Logg inn',
  signInIntro: (tenant) => `Logg inn for å fortsette til ${tenant}.`,
  signInIntroNoTenant: 'Logg inn for å fortsette til kundeportalen din.',
  email: 'E-postadresse',
  password: 'Passord',
  signInButton: 'Logg inn',
  wrongCredentials: 'E-postadressen eller passordet er feil.',
  emailRequired: 'Skriv inn e-postadressen din.',
  passwordRequired: 'Skriv inn passordet ditt.',
  tooManyAttempts: (wait) => `For mange mislykkede forsøk. Vent ${wait} og prøv igjen.`,
  formExpired: 'Skjemaet har utløpt. Prøv igjen.',
  errorTitle: 'Innloggingen kan ikke fortsette',
  unknownClient: 'Applikasjonen som sendte deg hit, er ikke registrert hos denne innloggingstjenesten.',
  badRedirect: 'Returadressen er ikke registrert for denne applikasjonen, så du kan ikke sendes tilbake dit.',
  badReturnAddress: 'Lenken du fulgte, er ufullstendig eller ugyldig.',
  errorHint:
    'Gå tilbake til nettstedet du kom fra, og prøv igjen. Kontakt brukerstøtten deres hvis feilen vedvarer.',
  changePasswordTitle: 'Endre passord',
  signedInAs: (email) => `Du er logget inn som ${email}.`,
  changePasswordNote:
    'Etter endringen blir du logget ut på alle enhetene dine og logger inn igjen med det nye passordet.',
  currentPassword: 'Nåværende passord',
  newPassword: 'Nytt passord',
  newPasswordHint: `Minst ${MIN} tegn.`,
  confirmPassword: 'Gjenta det nye passordet',
  currentPasswordWrong: 'Det nåværende passordet er feil.',
  newPasswordTooShort: `Det nye passordet må ha minst ${MIN} tegn.`,
  newPasswordTooLong: `Det nye passordet kan ha høyst ${MAX} tegn.`,
  newPasswordSame: 'Det nye passordet må være forskjellig fra det nåværende.',
  confirmMismatch: 'De to nye passordene er ikke like.',
  changePasswordButton: 'Endre passord',
  backTo: (tenant) => `Tilbake til ${tenant}`,
  backToPortal: 'Tilbake til kundeportalen din',
  forgotPasswordLink: 'Glemt passordet?',
  forgotTitle: 'Tilbakestill passordet',
  forgotIntro:
    'Skriv inn e-postadressen du logger inn med. Vi sender deg en lenke der du kan velge et nytt passord.',
  forgotButton: 'Send lenke',
  emailInvalid: 'Skriv inn en e-postadresse i formatet navn@example.com.',
  forgotSentTitle: 'Sjekk e-posten din',
  forgotSent:
    'Hvis det finnes en konto for denne e-postadressen, har vi sendt en lenke dit for å velge et nytt passord. Lenken virker i én time.',
  forgotSentHint: 'Ingen e-post etter noen minutter? Sjekk søppelpostmappen eller be om en ny lenke.',
  backToSignIn: 'Tilbake til innloggingen',
  resetTitle: 'Velg et nytt passord',
  resetIntro: 'Når du lagrer, blir du logget ut på alle enhetene dine og logget inn her igjen.',
  resetButton: 'Lagre nytt passord',
  activateTitle: 'Velg et passord for kundeportalen din',
  activateIntro: 'Med et passord kan du logge inn for å se og administrere bestillingene dine.',
  activateAlreadyHasPassword:
    'Kontoen din har allerede et passord. Du kan logge inn med det eller velge et nytt her. Denne lenken virker bare én gang.',
  activateButton: 'Lagre passord og fortsett',
  linkInvalidTitle: 'Denne lenken kan ikke brukes',
  linkInvalid:
    'Lenken er ugyldig eller er allerede brukt. Lenker i e-postene våre virker bare én gang og i begrenset tid.',
  requestNewLink: 'Be om en ny lenke',
  goToSignIn: 'Logg inn på kundeportalen din',
  invitationTitle: 'Godta invitasjonen',
  invitationIntro: (owner, location) =>
    `${owner} har invitert deg til å se lagerrommene sine på ${location}.`,
  invitationSignIn:
    'Denne e-postadressen har allerede en konto. Skriv inn passordet til kontoen for å godta.',
  invitationCreate: 'Velg et passord for den nye kontoen din for å godta.',
  invitationSignInButton: 'Logg inn og godta',
  invitationCreateButton: 'Lagre passord og godta',
  invitationAcceptButton: 'Godta invitasjonen',
  invitationAccountExists:
    'Nå finnes det en konto for denne e-postadressen. Skriv inn passordet til kontoen for å godta.',
  passwordWrong: 'Passordet er feil.',
  claimTitle: 'Legg bestillingen til i kontoen din',
  claimIntro:
    'Denne bestillingen ble gjort med e-postadressen din uten innlogging. Legg den til i kontoen din for å se og administrere den i kundeportalen.',
  claimBooking: (location, moveInDate) => `${location}, innflytting ${moveInDate}`,
  claimButton: 'Legg til i kontoen min',
  claimOtherTitle: 'Denne lenken hører til en annen konto',
  claimOther:
    'Du er logget inn med en annen konto enn den lenken ble sendt til. Logg ut, og logg deretter inn med kontoen til e-postadressen som fikk lenken.',
  signOutButton: 'Logg ut',
};

const es: IdentityMessages = {
  signInTitle: 'Iniciar sesión',
  signInIntro: (tenant) => `Inicie sesión para continuar en ${tenant}.`,
  signInIntroNoTenant: 'Inicie sesión para continuar en su portal de cliente.',
  email: 'Correo electrónico',
  password: 'Contraseña',
  signInButton: 'Iniciar sesión',
  wrongCredentials: 'El correo electrónico o la contraseña no son correctos.',
  emailRequired: 'Introduzca su correo electrónico.',
  passwordRequired: 'Introduzca su contraseña.',
  tooManyAttempts: (wait) => `Demasiados intentos fallidos. Espere ${wait} y vuelva a intentarlo.`,
  formExpired: 'El formulario ha caducado. Vuelva a intentarlo.',
  errorTitle: 'No se puede continuar con el inicio de sesión',
  unknownClient:
    'La aplicación que le ha enviado aquí no está registrada en este servicio de inicio de sesión.',
  badRedirect:
    'La dirección de retorno no está registrada para esta aplicación, por lo que no se le puede devolver a ella.',
  badReturnAddress: 'El enlace que ha seguido está incompleto o no es válido.',
  errorHint:
    'Vuelva al sitio del que venía e inténtelo de nuevo. Si sigue ocurriendo, póngase en contacto con su servicio de asistencia.',
  changePasswordTitle: 'Cambiar contraseña',
  signedInAs: (email) => `Ha iniciado sesión como ${email}.`,
  changePasswordNote:
    'Tras el cambio se cerrará su sesión en todos sus dispositivos y volverá a iniciarla con la nueva contraseña.',
  currentPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  newPasswordHint: `Al menos ${MIN} caracteres.`,
  confirmPassword: 'Repita la nueva contraseña',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  newPasswordTooShort: `La nueva contraseña debe tener al menos ${MIN} caracteres.`,
  newPasswordTooLong: `La nueva contraseña puede tener como máximo ${MAX} caracteres.`,
  newPasswordSame: 'La nueva contraseña debe ser distinta de la actual.',
  confirmMismatch: 'Las dos contraseñas nuevas no coinciden.',
  changePasswordButton: 'Cambiar contraseña',
  backTo: (tenant) => `Volver a ${tenant}`,
  backToPortal: 'Volver a su portal de cliente',
  forgotPasswordLink: '¿Ha olvidado su contraseña?',
  forgotTitle: 'Restablecer la contraseña',
  forgotIntro:
    'Introduzca el correo electrónico con el que inicia sesión. Le enviaremos un enlace para elegir una nueva contraseña.',
  forgotButton: 'Enviar enlace',
  emailInvalid: 'Introduzca un correo electrónico con el formato nombre@example.com.',
  forgotSentTitle: 'Revise su correo',
  forgotSent:
    'Si existe una cuenta con este correo electrónico, le hemos enviado un enlace para elegir una nueva contraseña. El enlace es válido durante una hora.',
  forgotSentHint:
    '¿No ha recibido nada en unos minutos? Revise la carpeta de correo no deseado o solicite un nuevo enlace.',
  backToSignIn: 'Volver al inicio de sesión',
  resetTitle: 'Elija una nueva contraseña',
  resetIntro: 'Al guardar se cerrará su sesión en todos sus dispositivos y se iniciará de nuevo aquí.',
  resetButton: 'Guardar nueva contraseña',
  activateTitle: 'Elija una contraseña para su portal de cliente',
  activateIntro: 'Con una contraseña puede iniciar sesión para ver y gestionar sus reservas.',
  activateAlreadyHasPassword:
    'Su cuenta ya tiene una contraseña. Puede iniciar sesión con ella o elegir una nueva aquí. Este enlace solo funciona una vez.',
  activateButton: 'Guardar contraseña y continuar',
  linkInvalidTitle: 'Este enlace no se puede usar',
  linkInvalid:
    'El enlace no es válido o ya se ha usado. Los enlaces de nuestros correos solo funcionan una vez y durante un tiempo limitado.',
  requestNewLink: 'Solicitar un nuevo enlace',
  goToSignIn: 'Iniciar sesión en su portal de cliente',
  invitationTitle: 'Aceptar la invitación',
  invitationIntro: (owner, location) => `${owner} le ha invitado a ver sus trasteros en ${location}.`,
  invitationSignIn: 'Este correo electrónico ya tiene una cuenta. Introduzca su contraseña para aceptar.',
  invitationCreate: 'Elija una contraseña para su nueva cuenta para aceptar.',
  invitationSignInButton: 'Iniciar sesión y aceptar',
  invitationCreateButton: 'Guardar contraseña y aceptar',
  invitationAcceptButton: 'Aceptar invitación',
  invitationAccountExists:
    'Ahora existe una cuenta con este correo electrónico. Introduzca su contraseña para aceptar.',
  passwordWrong: 'La contraseña no es correcta.',
  claimTitle: 'Añadir la reserva a su cuenta',
  claimIntro:
    'Esta reserva se hizo con su correo electrónico sin iniciar sesión. Añádala a su cuenta para verla y gestionarla en su portal de cliente.',
  claimBooking: (location, moveInDate) => `${location}, entrada el ${moveInDate}`,
  claimButton: 'Añadir a mi cuenta',
  claimOtherTitle: 'Este enlace es de otra cuenta',
  claimOther:
    'Ha iniciado sesión con una cuenta distinta de aquella a la que se envió este enlace. Cierre la sesión e inicie sesión con la cuenta del correo electrónico que recibió el enlace.',
  signOutButton: 'Cerrar sesión',
};

const fr: IdentityMessages = {
  signInTitle: 'Se connecter',
  signInIntro: (tenant) => `Connectez-vous pour continuer vers ${tenant}.`,
  signInIntroNoTenant: 'Connectez-vous pour accéder à votre espace client.',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  signInButton: 'Se connecter',
  wrongCredentials: 'L’adresse e-mail ou le mot de passe est incorrect.',
  emailRequired: 'Saisissez votre adresse e-mail.',
  passwordRequired: 'Saisissez votre mot de passe.',
  tooManyAttempts: (wait) => `Trop de tentatives échouées. Patientez ${wait}, puis réessayez.`,
  formExpired: 'Le formulaire a expiré. Veuillez réessayer.',
  errorTitle: 'La connexion ne peut pas continuer',
  unknownClient:
    'L’application qui vous a envoyé ici n’est pas enregistrée auprès de ce service de connexion.',
  badRedirect:
    'L’adresse de retour n’est pas enregistrée pour cette application, vous ne pouvez donc pas y être renvoyé.',
  badReturnAddress: 'Le lien que vous avez suivi est incomplet ou non valide.',
  errorHint:
    'Revenez sur le site d’où vous venez et réessayez. Si le problème persiste, contactez son assistance.',
  changePasswordTitle: 'Changer le mot de passe',
  signedInAs: (email) => `Vous êtes connecté en tant que ${email}.`,
  changePasswordNote:
    'Après le changement, vous êtes déconnecté sur tous vos appareils et vous vous reconnectez avec le nouveau mot de passe.',
  currentPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  newPasswordHint: `Au moins ${MIN} caractères.`,
  confirmPassword: 'Répétez le nouveau mot de passe',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
  newPasswordTooShort: `Le nouveau mot de passe doit comporter au moins ${MIN} caractères.`,
  newPasswordTooLong: `Le nouveau mot de passe peut comporter au plus ${MAX} caractères.`,
  newPasswordSame: 'Le nouveau mot de passe doit être différent de l’actuel.',
  confirmMismatch: 'Les deux nouveaux mots de passe ne correspondent pas.',
  changePasswordButton: 'Changer le mot de passe',
  backTo: (tenant) => `Retour à ${tenant}`,
  backToPortal: 'Retour à votre espace client',
  forgotPasswordLink: 'Mot de passe oublié\u00a0?',
  forgotTitle: 'Réinitialiser votre mot de passe',
  forgotIntro:
    'Saisissez l’adresse e-mail avec laquelle vous vous connectez. Nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  forgotButton: 'Envoyer le lien',
  emailInvalid: 'Saisissez une adresse e-mail au format nom@example.com.',
  forgotSentTitle: 'Consultez vos e-mails',
  forgotSent:
    'Si un compte existe pour cette adresse e-mail, nous y avons envoyé un lien pour choisir un nouveau mot de passe. Le lien est valable une heure.',
  forgotSentHint:
    'Pas d’e-mail après quelques minutes\u00a0? Vérifiez vos courriers indésirables ou demandez un nouveau lien.',
  backToSignIn: 'Retour à la connexion',
  resetTitle: 'Choisissez un nouveau mot de passe',
  resetIntro: 'Après l’enregistrement, vous êtes déconnecté sur tous vos appareils et reconnecté ici.',
  resetButton: 'Enregistrer le nouveau mot de passe',
  activateTitle: 'Choisissez un mot de passe pour votre espace client',
  activateIntro: 'Avec un mot de passe, vous pouvez vous connecter pour consulter et gérer vos réservations.',
  activateAlreadyHasPassword:
    'Votre compte a déjà un mot de passe. Vous pouvez vous connecter avec celui-ci ou en choisir un nouveau ici. Ce lien ne fonctionne qu’une seule fois.',
  activateButton: 'Enregistrer le mot de passe et continuer',
  linkInvalidTitle: 'Ce lien ne peut pas être utilisé',
  linkInvalid:
    'Le lien n’est pas valide ou a déjà été utilisé. Les liens de nos e-mails ne fonctionnent qu’une fois et pour une durée limitée.',
  requestNewLink: 'Demander un nouveau lien',
  goToSignIn: 'Se connecter à votre espace client',
  invitationTitle: 'Accepter l’invitation',
  invitationIntro: (owner, location) =>
    `${owner} vous a invité à consulter ses espaces de stockage à ${location}.`,
  invitationSignIn: 'Cette adresse e-mail a déjà un compte. Saisissez son mot de passe pour accepter.',
  invitationCreate: 'Choisissez un mot de passe pour votre nouveau compte afin d’accepter.',
  invitationSignInButton: 'Se connecter et accepter',
  invitationCreateButton: 'Enregistrer le mot de passe et accepter',
  invitationAcceptButton: 'Accepter l’invitation',
  invitationAccountExists:
    'Un compte existe désormais pour cette adresse e-mail. Saisissez son mot de passe pour accepter.',
  passwordWrong: 'Le mot de passe est incorrect.',
  claimTitle: 'Ajouter la réservation à votre compte',
  claimIntro:
    'Cette réservation a été faite avec votre adresse e-mail sans connexion. Ajoutez-la à votre compte pour la consulter et la gérer dans votre espace client.',
  claimBooking: (location, moveInDate) => `${location}, emménagement le ${moveInDate}`,
  claimButton: 'Ajouter à mon compte',
  claimOtherTitle: 'Ce lien est destiné à un autre compte',
  claimOther:
    'Vous êtes connecté avec un autre compte que celui auquel ce lien a été envoyé. Déconnectez-vous, puis connectez-vous avec le compte de l’adresse e-mail qui a reçu le lien.',
  signOutButton: 'Se déconnecter',
};

const pl: IdentityMessages = {
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

const lv: IdentityMessages = {
  signInTitle: 'Pieteikties',
  signInIntro: (tenant) => `Piesakieties, lai turpinātu: ${tenant}.`,
  signInIntroNoTenant: 'Piesakieties, lai turpinātu uz savu klienta portālu.',
  email: 'E-pasta adrese',
  password: 'Parole',
  signInButton: 'Pieteikties',
  wrongCredentials: 'E-pasta adrese vai parole nav pareiza.',
  emailRequired: 'Ievadiet savu e-pasta adresi.',
  passwordRequired: 'Ievadiet savu paroli.',
  tooManyAttempts: (wait) =>
    `Pārāk daudz neveiksmīgu mēģinājumu. Gaidīšanas laiks līdz nākamajam mēģinājumam: ${wait}.`,
  formExpired: 'Veidlapas derīgums ir beidzies. Lūdzu, mēģiniet vēlreiz.',
  errorTitle: 'Pieteikšanos nevar turpināt',
  unknownClient: 'Lietotne, kas jūs šeit novirzīja, nav reģistrēta šajā pieteikšanās pakalpojumā.',
  badRedirect: 'Atgriešanās adrese šai lietotnei nav reģistrēta, tāpēc jūs nevar uz to novirzīt atpakaļ.',
  badReturnAddress: 'Saite, kurai sekojāt, ir nepilnīga vai nederīga.',
  errorHint:
    'Atgriezieties vietnē, no kuras atnācāt, un mēģiniet vēlreiz. Ja kļūda atkārtojas, sazinieties ar tās atbalsta dienestu.',
  changePasswordTitle: 'Mainīt paroli',
  signedInAs: (email) => `Jūs esat pieteicies kā ${email}.`,
  changePasswordNote:
    'Pēc maiņas jūs tiksiet izrakstīts visās ierīcēs un pieteiksieties no jauna ar jauno paroli.',
  currentPassword: 'Pašreizējā parole',
  newPassword: 'Jaunā parole',
  newPasswordHint: `Vismaz ${MIN} rakstzīmes.`,
  confirmPassword: 'Atkārtojiet jauno paroli',
  currentPasswordWrong: 'Pašreizējā parole nav pareiza.',
  newPasswordTooShort: `Jaunajā parolē jābūt vismaz ${MIN} rakstzīmēm.`,
  newPasswordTooLong: `Jaunajā parolē var būt ne vairāk kā ${MAX} rakstzīmes.`,
  newPasswordSame: 'Jaunajai parolei jāatšķiras no pašreizējās.',
  confirmMismatch: 'Abas jaunās paroles nesakrīt.',
  changePasswordButton: 'Mainīt paroli',
  backTo: (tenant) => `Atpakaļ: ${tenant}`,
  backToPortal: 'Atpakaļ uz klienta portālu',
  forgotPasswordLink: 'Aizmirsāt paroli?',
  forgotTitle: 'Atiestatīt paroli',
  forgotIntro: 'Ievadiet e-pasta adresi, ar kuru piesakāties. Mēs nosūtīsim saiti jaunas paroles izvēlei.',
  forgotButton: 'Nosūtīt saiti',
  emailInvalid: 'Ievadiet e-pasta adresi formātā vards@example.com.',
  forgotSentTitle: 'Pārbaudiet savu e-pastu',
  forgotSent:
    'Ja šai e-pasta adresei ir konts, mēs uz to nosūtījām saiti jaunas paroles izvēlei. Saite ir derīga vienu stundu.',
  forgotSentHint:
    'Pēc dažām minūtēm e-pasts vēl nav saņemts? Pārbaudiet surogātpasta mapi vai pieprasiet jaunu saiti.',
  backToSignIn: 'Atpakaļ uz pieteikšanos',
  resetTitle: 'Izvēlieties jaunu paroli',
  resetIntro: 'Pēc saglabāšanas jūs tiksiet izrakstīts visās ierīcēs un šeit pieteikts no jauna.',
  resetButton: 'Saglabāt jauno paroli',
  activateTitle: 'Izvēlieties paroli savam klienta portālam',
  activateIntro: 'Ar paroli varat pieteikties, lai skatītu un pārvaldītu savas rezervācijas.',
  activateAlreadyHasPassword:
    'Jūsu kontam jau ir parole. Varat pieteikties ar to vai izvēlēties jaunu šeit. Šī saite darbojas tikai vienu reizi.',
  activateButton: 'Saglabāt paroli un turpināt',
  linkInvalidTitle: 'Šo saiti nevar izmantot',
  linkInvalid:
    'Saite nav derīga vai jau ir izmantota. Mūsu e-pasta saites darbojas tikai vienu reizi un ierobežotu laiku.',
  requestNewLink: 'Pieprasīt jaunu saiti',
  goToSignIn: 'Pieteikties klienta portālā',
  invitationTitle: 'Pieņemt uzaicinājumu',
  invitationIntro: (owner, location) =>
    `${owner} jūs uzaicināja skatīt savas noliktavas telpas vietā ${location}.`,
  invitationSignIn: 'Šai e-pasta adresei jau ir konts. Ievadiet tā paroli, lai pieņemtu uzaicinājumu.',
  invitationCreate: 'Izvēlieties paroli savam jaunajam kontam, lai pieņemtu uzaicinājumu.',
  invitationSignInButton: 'Pieteikties un pieņemt',
  invitationCreateButton: 'Saglabāt paroli un pieņemt',
  invitationAcceptButton: 'Pieņemt uzaicinājumu',
  invitationAccountExists:
    'Šai e-pasta adresei tagad ir konts. Ievadiet tā paroli, lai pieņemtu uzaicinājumu.',
  passwordWrong: 'Parole nav pareiza.',
  claimTitle: 'Pievienot rezervāciju savam kontam',
  claimIntro:
    'Šī rezervācija tika veikta ar jūsu e-pasta adresi bez pieteikšanās. Pievienojiet to savam kontam, lai to skatītu un pārvaldītu klienta portālā.',
  claimBooking: (location, moveInDate) => `${location}, ievākšanās ${moveInDate}`,
  claimButton: 'Pievienot manam kontam',
  claimOtherTitle: 'Šī saite ir paredzēta citam kontam',
  claimOther:
    'Jūs esat pieteicies ar citu kontu, nevis to, uz kuru tika nosūtīta šī saite. Izrakstieties un piesakieties ar tās e-pasta adreses kontu, kas saņēma saiti.',
  signOutButton: 'Izrakstīties',
};

const ru: IdentityMessages = {
  signInTitle: 'Вход',
  signInIntro: (tenant) => `Войдите, чтобы продолжить: ${tenant}.`,
  signInIntroNoTenant: 'Войдите, чтобы перейти в личный кабинет клиента.',
  email: 'Адрес электронной почты',
  password: 'Пароль',
  signInButton: 'Войти',
  wrongCredentials: 'Неверный адрес электронной почты или пароль.',
  emailRequired: 'Введите адрес электронной почты.',
  passwordRequired: 'Введите пароль.',
  tooManyAttempts: (wait) => `Слишком много неудачных попыток. Время ожидания до следующей попытки: ${wait}.`,
  formExpired: 'Срок действия формы истёк. Попробуйте ещё раз.',
  errorTitle: 'Не удаётся продолжить вход',
  unknownClient: 'Приложение, которое направило вас сюда, не зарегистрировано в этой службе входа.',
  badRedirect: 'Адрес возврата не зарегистрирован для этого приложения, поэтому вернуть вас туда нельзя.',
  badReturnAddress: 'Ссылка, по которой вы перешли, неполная или недействительная.',
  errorHint:
    'Вернитесь на сайт, с которого пришли, и попробуйте снова. Если ошибка повторяется, обратитесь в его службу поддержки.',
  changePasswordTitle: 'Смена пароля',
  signedInAs: (email) => `Вы вошли как ${email}.`,
  changePasswordNote:
    'После смены пароля вы выйдете из системы на всех устройствах и войдёте снова с новым паролем.',
  currentPassword: 'Текущий пароль',
  newPassword: 'Новый пароль',
  newPasswordHint: `Не менее ${MIN} символов.`,
  confirmPassword: 'Повторите новый пароль',
  currentPasswordWrong: 'Текущий пароль неверен.',
  newPasswordTooShort: `Новый пароль должен содержать не менее ${MIN} символов.`,
  newPasswordTooLong: `Новый пароль может содержать не более ${MAX} символов.`,
  newPasswordSame: 'Новый пароль должен отличаться от текущего.',
  confirmMismatch: 'Новые пароли не совпадают.',
  changePasswordButton: 'Сменить пароль',
  backTo: (tenant) => `Назад: ${tenant}`,
  backToPortal: 'Назад в личный кабинет',
  forgotPasswordLink: 'Забыли пароль?',
  forgotTitle: 'Сброс пароля',
  forgotIntro:
    'Введите адрес электронной почты, с которым вы входите. Мы отправим ссылку для выбора нового пароля.',
  forgotButton: 'Отправить ссылку',
  emailInvalid: 'Введите адрес электронной почты в формате name@example.com.',
  forgotSentTitle: 'Проверьте почту',
  forgotSent:
    'Если для этого адреса электронной почты есть учётная запись, мы отправили на него ссылку для выбора нового пароля. Ссылка действует один час.',
  forgotSentHint: 'Письма нет через несколько минут? Проверьте папку «Спам» или запросите новую ссылку.',
  backToSignIn: 'Назад ко входу',
  resetTitle: 'Выберите новый пароль',
  resetIntro: 'После сохранения вы выйдете из системы на всех устройствах и снова войдёте здесь.',
  resetButton: 'Сохранить новый пароль',
  activateTitle: 'Выберите пароль для личного кабинета клиента',
  activateIntro: 'С паролем вы сможете входить, чтобы просматривать свои бронирования и управлять ими.',
  activateAlreadyHasPassword:
    'У вашей учётной записи уже есть пароль. Вы можете войти с ним или выбрать здесь новый. Эта ссылка работает только один раз.',
  activateButton: 'Сохранить пароль и продолжить',
  linkInvalidTitle: 'Эту ссылку нельзя использовать',
  linkInvalid:
    'Ссылка недействительна или уже была использована. Ссылки в наших письмах работают только один раз и ограниченное время.',
  requestNewLink: 'Запросить новую ссылку',
  goToSignIn: 'Войти в личный кабинет',
  invitationTitle: 'Принять приглашение',
  invitationIntro: (owner, location) =>
    `${owner} приглашает вас просматривать свои складские помещения на объекте «${location}».`,
  invitationSignIn:
    'Для этого адреса электронной почты уже есть учётная запись. Введите её пароль, чтобы принять приглашение.',
  invitationCreate: 'Выберите пароль для новой учётной записи, чтобы принять приглашение.',
  invitationSignInButton: 'Войти и принять',
  invitationCreateButton: 'Сохранить пароль и принять',
  invitationAcceptButton: 'Принять приглашение',
  invitationAccountExists:
    'Для этого адреса электронной почты теперь есть учётная запись. Введите её пароль, чтобы принять приглашение.',
  passwordWrong: 'Неверный пароль.',
  claimTitle: 'Добавить бронирование в учётную запись',
  claimIntro:
    'Это бронирование было сделано с вашим адресом электронной почты без входа в систему. Добавьте его в свою учётную запись, чтобы просматривать его и управлять им в личном кабинете.',
  claimBooking: (location, moveInDate) => `${location}, въезд ${moveInDate}`,
  claimButton: 'Добавить в мою учётную запись',
  claimOtherTitle: 'Эта ссылка предназначена для другой учётной записи',
  claimOther:
    'Вы вошли с другой учётной записью, а не с той, на которую была отправлена ссылка. Выйдите и войдите с учётной записью того адреса электронной почты, который получил ссылку.',
  signOutButton: 'Выйти',
};

const nl: IdentityMessages = {
  signInTitle: 'Inloggen',
  signInIntro: (tenant) => `Log in om verder te gaan naar ${tenant}.`,
  signInIntroNoTenant: 'Log in om verder te gaan naar uw klantportaal.',
  email: 'E-mailadres',
  password: 'Wachtwoord',
  signInButton: 'Inloggen',
  wrongCredentials: 'Het e-mailadres of wachtwoord is onjuist.',
  emailRequired: 'Vul uw e-mailadres in.',
  passwordRequired: 'Vul uw wachtwoord in.',
  tooManyAttempts: (wait) => `Te veel mislukte pogingen. Wacht ${wait} en probeer het opnieuw.`,
  formExpired: 'Het formulier is verlopen. Probeer het opnieuw.',
  errorTitle: 'Inloggen kan niet doorgaan',
  unknownClient: 'De applicatie die u hierheen stuurde, is niet geregistreerd bij deze inlogdienst.',
  badRedirect:
    'Het terugkeeradres is niet geregistreerd voor deze applicatie, dus u kunt er niet naar worden teruggestuurd.',
  badReturnAddress: 'De link die u volgde, is onvolledig of ongeldig.',
  errorHint:
    'Ga terug naar de site waar u vandaan kwam en probeer het opnieuw. Neem contact op met hun klantenservice als het blijft gebeuren.',
  changePasswordTitle: 'Wachtwoord wijzigen',
  signedInAs: (email) => `U bent ingelogd als ${email}.`,
  changePasswordNote:
    'Na de wijziging wordt u op al uw apparaten uitgelogd en logt u opnieuw in met het nieuwe wachtwoord.',
  currentPassword: 'Huidig wachtwoord',
  newPassword: 'Nieuw wachtwoord',
  newPasswordHint: `Minstens ${MIN} tekens.`,
  confirmPassword: 'Herhaal het nieuwe wachtwoord',
  currentPasswordWrong: 'Het huidige wachtwoord is onjuist.',
  newPasswordTooShort: `Het nieuwe wachtwoord moet minstens ${MIN} tekens hebben.`,
  newPasswordTooLong: `Het nieuwe wachtwoord mag hoogstens ${MAX} tekens hebben.`,
  newPasswordSame: 'Het nieuwe wachtwoord moet verschillen van het huidige.',
  confirmMismatch: 'De twee nieuwe wachtwoorden komen niet overeen.',
  changePasswordButton: 'Wachtwoord wijzigen',
  backTo: (tenant) => `Terug naar ${tenant}`,
  backToPortal: 'Terug naar uw klantportaal',
  forgotPasswordLink: 'Wachtwoord vergeten?',
  forgotTitle: 'Wachtwoord opnieuw instellen',
  forgotIntro:
    'Vul het e-mailadres in waarmee u inlogt. We sturen u een link om een nieuw wachtwoord te kiezen.',
  forgotButton: 'Link versturen',
  emailInvalid: 'Vul een e-mailadres in met de vorm naam@example.com.',
  forgotSentTitle: 'Controleer uw e-mail',
  forgotSent:
    'Als er een account bestaat voor dit e-mailadres, hebben we er een link naartoe gestuurd om een nieuw wachtwoord te kiezen. De link is één uur geldig.',
  forgotSentHint: 'Na een paar minuten nog geen e-mail? Kijk in uw spammap of vraag een nieuwe link aan.',
  backToSignIn: 'Terug naar inloggen',
  resetTitle: 'Kies een nieuw wachtwoord',
  resetIntro: 'Na het opslaan wordt u op al uw apparaten uitgelogd en hier opnieuw ingelogd.',
  resetButton: 'Nieuw wachtwoord opslaan',
  activateTitle: 'Kies een wachtwoord voor uw klantportaal',
  activateIntro: 'Met een wachtwoord kunt u inloggen om uw boekingen te bekijken en te beheren.',
  activateAlreadyHasPassword:
    'Uw account heeft al een wachtwoord. U kunt daarmee inloggen of hier een nieuw kiezen. Deze link werkt maar één keer.',
  activateButton: 'Wachtwoord opslaan en doorgaan',
  linkInvalidTitle: 'Deze link kan niet worden gebruikt',
  linkInvalid:
    'De link is ongeldig of al gebruikt. Links in onze e-mails werken maar één keer en een beperkte tijd.',
  requestNewLink: 'Nieuwe link aanvragen',
  goToSignIn: 'Inloggen op uw klantportaal',
  invitationTitle: 'Uitnodiging accepteren',
  invitationIntro: (owner, location) =>
    `${owner} heeft u uitgenodigd om de opslagruimtes op ${location} te bekijken.`,
  invitationSignIn: 'Dit e-mailadres heeft al een account. Vul het wachtwoord daarvan in om te accepteren.',
  invitationCreate: 'Kies een wachtwoord voor uw nieuwe account om te accepteren.',
  invitationSignInButton: 'Inloggen en accepteren',
  invitationCreateButton: 'Wachtwoord opslaan en accepteren',
  invitationAcceptButton: 'Uitnodiging accepteren',
  invitationAccountExists:
    'Er bestaat nu een account voor dit e-mailadres. Vul het wachtwoord daarvan in om te accepteren.',
  passwordWrong: 'Het wachtwoord is onjuist.',
  claimTitle: 'Boeking aan uw account toevoegen',
  claimIntro:
    'Deze boeking is zonder inloggen met uw e-mailadres gemaakt. Voeg haar toe aan uw account om haar in uw klantportaal te bekijken en te beheren.',
  claimBooking: (location, moveInDate) => `${location}, intrek op ${moveInDate}`,
  claimButton: 'Aan mijn account toevoegen',
  claimOtherTitle: 'Deze link is voor een ander account',
  claimOther:
    'U bent ingelogd met een ander account dan het account waarnaar deze link is gestuurd. Log uit en log daarna in met het account van het e-mailadres dat de link ontving.',
  signOutButton: 'Uitloggen',
};

const fi: IdentityMessages = {
  signInTitle: 'Kirjaudu sisään',
  signInIntro: (tenant) => `Kirjaudu sisään jatkaaksesi palveluun ${tenant}.`,
  signInIntroNoTenant: 'Kirjaudu sisään jatkaaksesi asiakasportaaliisi.',
  email: 'Sähköpostiosoite',
  password: 'Salasana',
  signInButton: 'Kirjaudu sisään',
  wrongCredentials: 'Sähköpostiosoite tai salasana on väärä.',
  emailRequired: 'Anna sähköpostiosoitteesi.',
  passwordRequired: 'Anna salasanasi.',
  tooManyAttempts: (wait) => `Liian monta epäonnistunutta yritystä. Odota ${wait} ja yritä uudelleen.`,
  formExpired: 'Lomake on vanhentunut. Yritä uudelleen.',
  errorTitle: 'Kirjautumista ei voi jatkaa',
  unknownClient: 'Sovellus, joka ohjasi sinut tänne, ei ole rekisteröity tähän kirjautumispalveluun.',
  badRedirect:
    'Paluuosoitetta ei ole rekisteröity tälle sovellukselle, joten sinua ei voi ohjata sinne takaisin.',
  badReturnAddress: 'Seuraamasi linkki on puutteellinen tai virheellinen.',
  errorHint:
    'Palaa sivustolle, jolta tulit, ja yritä uudelleen. Jos virhe toistuu, ota yhteyttä sivuston tukeen.',
  changePasswordTitle: 'Vaihda salasana',
  signedInAs: (email) => `Olet kirjautunut käyttäjänä ${email}.`,
  changePasswordNote:
    'Vaihdon jälkeen sinut kirjataan ulos kaikilta laitteiltasi, ja kirjaudut uudelleen uudella salasanalla.',
  currentPassword: 'Nykyinen salasana',
  newPassword: 'Uusi salasana',
  newPasswordHint: `Vähintään ${MIN} merkkiä.`,
  confirmPassword: 'Toista uusi salasana',
  currentPasswordWrong: 'Nykyinen salasana on väärä.',
  newPasswordTooShort: `Uudessa salasanassa on oltava vähintään ${MIN} merkkiä.`,
  newPasswordTooLong: `Uudessa salasanassa voi olla enintään ${MAX} merkkiä.`,
  newPasswordSame: 'Uuden salasanan on oltava eri kuin nykyinen.',
  confirmMismatch: 'Uudet salasanat eivät täsmää.',
  changePasswordButton: 'Vaihda salasana',
  backTo: (tenant) => `Takaisin palveluun ${tenant}`,
  backToPortal: 'Takaisin asiakasportaaliin',
  forgotPasswordLink: 'Unohditko salasanasi?',
  forgotTitle: 'Nollaa salasana',
  forgotIntro:
    'Anna sähköpostiosoite, jolla kirjaudut sisään. Lähetämme linkin, jolla voit valita uuden salasanan.',
  forgotButton: 'Lähetä linkki',
  emailInvalid: 'Anna sähköpostiosoite muodossa nimi@example.com.',
  forgotSentTitle: 'Tarkista sähköpostisi',
  forgotSent:
    'Jos tälle sähköpostiosoitteelle on tili, lähetimme siihen linkin uuden salasanan valitsemista varten. Linkki on voimassa tunnin.',
  forgotSentHint:
    'Eikö viestiä ole tullut muutamassa minuutissa? Tarkista roskapostikansio tai pyydä uusi linkki.',
  backToSignIn: 'Takaisin kirjautumiseen',
  resetTitle: 'Valitse uusi salasana',
  resetIntro:
    'Tallennuksen jälkeen sinut kirjataan ulos kaikilta laitteiltasi ja kirjataan tässä uudelleen sisään.',
  resetButton: 'Tallenna uusi salasana',
  activateTitle: 'Valitse salasana asiakasportaaliisi',
  activateIntro: 'Salasanalla voit kirjautua sisään ja tarkastella ja hallita varauksiasi.',
  activateAlreadyHasPassword:
    'Tililläsi on jo salasana. Voit kirjautua sillä tai valita tässä uuden. Tämä linkki toimii vain kerran.',
  activateButton: 'Tallenna salasana ja jatka',
  linkInvalidTitle: 'Tätä linkkiä ei voi käyttää',
  linkInvalid:
    'Linkki ei ole voimassa tai sitä on jo käytetty. Sähköpostiemme linkit toimivat vain kerran ja rajoitetun ajan.',
  requestNewLink: 'Pyydä uusi linkki',
  goToSignIn: 'Kirjaudu asiakasportaaliin',
  invitationTitle: 'Hyväksy kutsu',
  invitationIntro: (owner, location) =>
    `${owner} on kutsunut sinut tarkastelemaan varastotilojaan kohteessa ${location}.`,
  invitationSignIn: 'Tällä sähköpostiosoitteella on jo tili. Anna sen salasana hyväksyäksesi kutsun.',
  invitationCreate: 'Valitse salasana uudelle tilillesi hyväksyäksesi kutsun.',
  invitationSignInButton: 'Kirjaudu ja hyväksy',
  invitationCreateButton: 'Tallenna salasana ja hyväksy',
  invitationAcceptButton: 'Hyväksy kutsu',
  invitationAccountExists: 'Tällä sähköpostiosoitteella on nyt tili. Anna sen salasana hyväksyäksesi kutsun.',
  passwordWrong: 'Salasana on väärä.',
  claimTitle: 'Lisää varaus tiliisi',
  claimIntro:
    'Tämä varaus tehtiin sähköpostiosoitteellasi kirjautumatta. Lisää se tiliisi, niin voit tarkastella ja hallita sitä asiakasportaalissa.',
  claimBooking: (location, moveInDate) => `${location}, muuttopäivä ${moveInDate}`,
  claimButton: 'Lisää tililleni',
  claimOtherTitle: 'Tämä linkki kuuluu toiselle tilille',
  claimOther:
    'Olet kirjautunut eri tilillä kuin se, jolle linkki lähetettiin. Kirjaudu ulos ja kirjaudu sitten sisään sen sähköpostiosoitteen tilillä, joka sai linkin.',
  signOutButton: 'Kirjaudu ulos',
};

const pt: IdentityMessages = {
  signInTitle: 'Iniciar sessão',
  signInIntro: (tenant) => `Inicie sessão para continuar para ${tenant}.`,
  signInIntroNoTenant: 'Inicie sessão para continuar para o seu portal de cliente.',
  email: 'Endereço de e-mail',
  password: 'Palavra-passe',
  signInButton: 'Iniciar sessão',
  wrongCredentials: 'O endereço de e-mail ou a palavra-passe não estão corretos.',
  emailRequired: 'Introduza o seu endereço de e-mail.',
  passwordRequired: 'Introduza a sua palavra-passe.',
  tooManyAttempts: (wait) => `Demasiadas tentativas falhadas. Aguarde ${wait} e tente novamente.`,
  formExpired: 'O formulário expirou. Tente novamente.',
  errorTitle: 'Não é possível continuar o início de sessão',
  unknownClient: 'A aplicação que o enviou para aqui não está registada neste serviço de início de sessão.',
  badRedirect:
    'O endereço de retorno não está registado para esta aplicação, por isso não pode ser reencaminhado para lá.',
  badReturnAddress: 'A ligação que seguiu está incompleta ou não é válida.',
  errorHint:
    'Volte ao site de onde veio e tente novamente. Se continuar a acontecer, contacte o respetivo apoio ao cliente.',
  changePasswordTitle: 'Alterar palavra-passe',
  signedInAs: (email) => `Tem sessão iniciada como ${email}.`,
  changePasswordNote:
    'Após a alteração, a sessão é terminada em todos os seus dispositivos e volta a iniciar sessão com a nova palavra-passe.',
  currentPassword: 'Palavra-passe atual',
  newPassword: 'Nova palavra-passe',
  newPasswordHint: `Pelo menos ${MIN} caracteres.`,
  confirmPassword: 'Repita a nova palavra-passe',
  currentPasswordWrong: 'A palavra-passe atual não está correta.',
  newPasswordTooShort: `A nova palavra-passe tem de ter pelo menos ${MIN} caracteres.`,
  newPasswordTooLong: `A nova palavra-passe pode ter no máximo ${MAX} caracteres.`,
  newPasswordSame: 'A nova palavra-passe tem de ser diferente da atual.',
  confirmMismatch: 'As duas novas palavras-passe não coincidem.',
  changePasswordButton: 'Alterar palavra-passe',
  backTo: (tenant) => `Voltar a ${tenant}`,
  backToPortal: 'Voltar ao seu portal de cliente',
  forgotPasswordLink: 'Esqueceu-se da palavra-passe?',
  forgotTitle: 'Redefinir a palavra-passe',
  forgotIntro:
    'Introduza o endereço de e-mail com que inicia sessão. Enviamos-lhe uma ligação para escolher uma nova palavra-passe.',
  forgotButton: 'Enviar ligação',
  emailInvalid: 'Introduza um endereço de e-mail no formato nome@example.com.',
  forgotSentTitle: 'Verifique o seu e-mail',
  forgotSent:
    'Se existir uma conta para este endereço de e-mail, enviámos-lhe uma ligação para escolher uma nova palavra-passe. A ligação é válida durante uma hora.',
  forgotSentHint: 'Nenhum e-mail após alguns minutos? Verifique a pasta de spam ou peça uma nova ligação.',
  backToSignIn: 'Voltar ao início de sessão',
  resetTitle: 'Escolha uma nova palavra-passe',
  resetIntro:
    'Depois de guardar, a sessão é terminada em todos os seus dispositivos e iniciada novamente aqui.',
  resetButton: 'Guardar nova palavra-passe',
  activateTitle: 'Escolha uma palavra-passe para o seu portal de cliente',
  activateIntro: 'Com uma palavra-passe pode iniciar sessão para ver e gerir as suas reservas.',
  activateAlreadyHasPassword:
    'A sua conta já tem uma palavra-passe. Pode iniciar sessão com ela ou escolher uma nova aqui. Esta ligação só funciona uma vez.',
  activateButton: 'Guardar palavra-passe e continuar',
  linkInvalidTitle: 'Esta ligação não pode ser usada',
  linkInvalid:
    'A ligação não é válida ou já foi usada. As ligações dos nossos e-mails só funcionam uma vez e durante um tempo limitado.',
  requestNewLink: 'Pedir uma nova ligação',
  goToSignIn: 'Iniciar sessão no seu portal de cliente',
  invitationTitle: 'Aceitar o convite',
  invitationIntro: (owner, location) =>
    `${owner} convidou-o a ver os seus espaços de armazenamento em ${location}.`,
  invitationSignIn:
    'Este endereço de e-mail já tem uma conta. Introduza a respetiva palavra-passe para aceitar.',
  invitationCreate: 'Escolha uma palavra-passe para a sua nova conta para aceitar.',
  invitationSignInButton: 'Iniciar sessão e aceitar',
  invitationCreateButton: 'Guardar palavra-passe e aceitar',
  invitationAcceptButton: 'Aceitar convite',
  invitationAccountExists:
    'Já existe uma conta para este endereço de e-mail. Introduza a respetiva palavra-passe para aceitar.',
  passwordWrong: 'A palavra-passe não está correta.',
  claimTitle: 'Adicionar a reserva à sua conta',
  claimIntro:
    'Esta reserva foi feita com o seu endereço de e-mail sem iniciar sessão. Adicione-a à sua conta para a ver e gerir no seu portal de cliente.',
  claimBooking: (location, moveInDate) => `${location}, entrada a ${moveInDate}`,
  claimButton: 'Adicionar à minha conta',
  claimOtherTitle: 'Esta ligação é de outra conta',
  claimOther:
    'Tem sessão iniciada com uma conta diferente daquela para a qual esta ligação foi enviada. Termine a sessão e inicie sessão com a conta do endereço de e-mail que recebeu a ligação.',
  signOutButton: 'Terminar sessão',
};

const cs: IdentityMessages = {
  signInTitle: 'Přihlášení',
  signInIntro: (tenant) => `Přihlaste se a pokračujte do služby ${tenant}.`,
  signInIntroNoTenant: 'Přihlaste se a pokračujte do svého zákaznického portálu.',
  email: 'E-mailová adresa',
  password: 'Heslo',
  signInButton: 'Přihlásit se',
  wrongCredentials: 'E-mailová adresa nebo heslo nejsou správné.',
  emailRequired: 'Zadejte svou e-mailovou adresu.',
  passwordRequired: 'Zadejte své heslo.',
  tooManyAttempts: (wait) => `Příliš mnoho neúspěšných pokusů. Čekací doba do dalšího pokusu: ${wait}.`,
  formExpired: 'Platnost formuláře vypršela. Zkuste to prosím znovu.',
  errorTitle: 'Přihlášení nemůže pokračovat',
  unknownClient: 'Aplikace, která vás sem poslala, není u této přihlašovací služby registrována.',
  badRedirect: 'Návratová adresa není pro tuto aplikaci registrována, proto vás na ni nelze vrátit.',
  badReturnAddress: 'Odkaz, který jste otevřeli, je neúplný nebo neplatný.',
  errorHint:
    'Vraťte se na web, ze kterého jste přišli, a zkuste to znovu. Pokud se to opakuje, kontaktujte jeho podporu.',
  changePasswordTitle: 'Změna hesla',
  signedInAs: (email) => `Jste přihlášeni jako ${email}.`,
  changePasswordNote: 'Po změně budete odhlášeni na všech zařízeních a znovu se přihlásíte novým heslem.',
  currentPassword: 'Současné heslo',
  newPassword: 'Nové heslo',
  newPasswordHint: `Alespoň ${MIN} znaků.`,
  confirmPassword: 'Zopakujte nové heslo',
  currentPasswordWrong: 'Současné heslo není správné.',
  newPasswordTooShort: `Nové heslo musí mít alespoň ${MIN} znaků.`,
  newPasswordTooLong: `Nové heslo může mít nejvýše ${MAX} znaků.`,
  newPasswordSame: 'Nové heslo se musí lišit od současného.',
  confirmMismatch: 'Nová hesla se neshodují.',
  changePasswordButton: 'Změnit heslo',
  backTo: (tenant) => `Zpět do služby ${tenant}`,
  backToPortal: 'Zpět do zákaznického portálu',
  forgotPasswordLink: 'Zapomněli jste heslo?',
  forgotTitle: 'Obnovení hesla',
  forgotIntro:
    'Zadejte e-mailovou adresu, kterou používáte k přihlášení. Pošleme vám odkaz pro zvolení nového hesla.',
  forgotButton: 'Poslat odkaz',
  emailInvalid: 'Zadejte e-mailovou adresu ve tvaru jmeno@example.com.',
  forgotSentTitle: 'Zkontrolujte svůj e-mail',
  forgotSent:
    'Pokud pro tuto e-mailovou adresu existuje účet, poslali jsme na ni odkaz pro zvolení nového hesla. Odkaz platí jednu hodinu.',
  forgotSentHint:
    'Ani po několika minutách nepřišel e-mail? Podívejte se do složky se spamem nebo si vyžádejte nový odkaz.',
  backToSignIn: 'Zpět na přihlášení',
  resetTitle: 'Zvolte nové heslo',
  resetIntro: 'Po uložení budete odhlášeni na všech zařízeních a zde znovu přihlášeni.',
  resetButton: 'Uložit nové heslo',
  activateTitle: 'Zvolte heslo pro svůj zákaznický portál',
  activateIntro: 'S heslem se můžete přihlásit, prohlížet své rezervace a spravovat je.',
  activateAlreadyHasPassword:
    'Váš účet už heslo má. Můžete se jím přihlásit, nebo zde zvolit nové. Tento odkaz funguje jen jednou.',
  activateButton: 'Uložit heslo a pokračovat',
  linkInvalidTitle: 'Tento odkaz nelze použít',
  linkInvalid:
    'Odkaz není platný nebo už byl použit. Odkazy v našich e-mailech fungují jen jednou a po omezenou dobu.',
  requestNewLink: 'Vyžádat nový odkaz',
  goToSignIn: 'Přihlásit se do zákaznického portálu',
  invitationTitle: 'Přijmout pozvánku',
  invitationIntro: (owner, location) =>
    `${owner} vám posílá pozvánku k nahlížení do svých skladových prostor v lokalitě ${location}.`,
  invitationSignIn: 'Pro tuto e-mailovou adresu už existuje účet. Pro přijetí zadejte jeho heslo.',
  invitationCreate: 'Pro přijetí zvolte heslo ke svému novému účtu.',
  invitationSignInButton: 'Přihlásit se a přijmout',
  invitationCreateButton: 'Uložit heslo a přijmout',
  invitationAcceptButton: 'Přijmout pozvánku',
  invitationAccountExists: 'Pro tuto e-mailovou adresu nyní existuje účet. Pro přijetí zadejte jeho heslo.',
  passwordWrong: 'Heslo není správné.',
  claimTitle: 'Přidat rezervaci do účtu',
  claimIntro:
    'Tato rezervace byla vytvořena s vaší e-mailovou adresou bez přihlášení. Přidejte ji do svého účtu, abyste ji mohli prohlížet a spravovat v zákaznickém portálu.',
  claimBooking: (location, moveInDate) => `${location}, nastěhování ${moveInDate}`,
  claimButton: 'Přidat do mého účtu',
  claimOtherTitle: 'Tento odkaz patří jinému účtu',
  claimOther:
    'Jste přihlášeni jiným účtem než tím, kterému byl tento odkaz poslán. Odhlaste se a přihlaste se účtem e-mailové adresy, která odkaz dostala.',
  signOutButton: 'Odhlásit se',
};

const el: IdentityMessages = {
  signInTitle: 'Σύνδεση',
  signInIntro: (tenant) => `Συνδεθείτε για να συνεχίσετε στο ${tenant}.`,
  signInIntroNoTenant: 'Συνδεθείτε για να συνεχίσετε στην πύλη πελατών σας.',
  email: 'Διεύθυνση email',
  password: 'Κωδικός πρόσβασης',
  signInButton: 'Σύνδεση',
  wrongCredentials: 'Η διεύθυνση email ή ο κωδικός πρόσβασης δεν είναι σωστά.',
  emailRequired: 'Εισαγάγετε τη διεύθυνση email σας.',
  passwordRequired: 'Εισαγάγετε τον κωδικό πρόσβασής σας.',
  tooManyAttempts: (wait) => `Πάρα πολλές αποτυχημένες προσπάθειες. Περιμένετε ${wait} και δοκιμάστε ξανά.`,
  formExpired: 'Η φόρμα έληξε. Δοκιμάστε ξανά.',
  errorTitle: 'Η σύνδεση δεν μπορεί να συνεχιστεί',
  unknownClient: 'Η εφαρμογή που σας έστειλε εδώ δεν είναι καταχωρισμένη σε αυτή την υπηρεσία σύνδεσης.',
  badRedirect:
    'Η διεύθυνση επιστροφής δεν είναι καταχωρισμένη για αυτή την εφαρμογή, οπότε δεν μπορείτε να επιστρέψετε σε αυτήν.',
  badReturnAddress: 'Ο σύνδεσμος που ακολουθήσατε είναι ελλιπής ή μη έγκυρος.',
  errorHint:
    'Επιστρέψτε στον ιστότοπο από τον οποίο ήρθατε και δοκιμάστε ξανά. Αν συνεχίσει να συμβαίνει, επικοινωνήστε με την υποστήριξή του.',
  changePasswordTitle: 'Αλλαγή κωδικού πρόσβασης',
  signedInAs: (email) => `Έχετε συνδεθεί ως ${email}.`,
  changePasswordNote:
    'Μετά την αλλαγή αποσυνδέεστε από όλες τις συσκευές σας και συνδέεστε ξανά με τον νέο κωδικό πρόσβασης.',
  currentPassword: 'Τρέχων κωδικός πρόσβασης',
  newPassword: 'Νέος κωδικός πρόσβασης',
  newPasswordHint: `Τουλάχιστον ${MIN} χαρακτήρες.`,
  confirmPassword: 'Επαναλάβετε τον νέο κωδικό πρόσβασης',
  currentPasswordWrong: 'Ο τρέχων κωδικός πρόσβασης δεν είναι σωστός.',
  newPasswordTooShort: `Ο νέος κωδικός πρόσβασης πρέπει να έχει τουλάχιστον ${MIN} χαρακτήρες.`,
  newPasswordTooLong: `Ο νέος κωδικός πρόσβασης μπορεί να έχει έως ${MAX} χαρακτήρες.`,
  newPasswordSame: 'Ο νέος κωδικός πρόσβασης πρέπει να διαφέρει από τον τρέχοντα.',
  confirmMismatch: 'Οι δύο νέοι κωδικοί πρόσβασης δεν ταιριάζουν.',
  changePasswordButton: 'Αλλαγή κωδικού πρόσβασης',
  backTo: (tenant) => `Επιστροφή στο ${tenant}`,
  backToPortal: 'Επιστροφή στην πύλη πελατών σας',
  forgotPasswordLink: 'Ξεχάσατε τον κωδικό πρόσβασης;',
  forgotTitle: 'Επαναφορά κωδικού πρόσβασης',
  forgotIntro:
    'Εισαγάγετε τη διεύθυνση email με την οποία συνδέεστε. Θα σας στείλουμε έναν σύνδεσμο για να επιλέξετε νέο κωδικό πρόσβασης.',
  forgotButton: 'Αποστολή συνδέσμου',
  emailInvalid: 'Εισαγάγετε μια διεύθυνση email της μορφής onoma@example.com.',
  forgotSentTitle: 'Ελέγξτε το email σας',
  forgotSent:
    'Αν υπάρχει λογαριασμός για αυτή τη διεύθυνση email, στείλαμε σε αυτήν έναν σύνδεσμο για να επιλέξετε νέο κωδικό πρόσβασης. Ο σύνδεσμος ισχύει για μία ώρα.',
  forgotSentHint:
    'Δεν ήρθε email μετά από λίγα λεπτά; Ελέγξτε τον φάκελο ανεπιθύμητης αλληλογραφίας ή ζητήστε νέο σύνδεσμο.',
  backToSignIn: 'Επιστροφή στη σύνδεση',
  resetTitle: 'Επιλέξτε νέο κωδικό πρόσβασης',
  resetIntro: 'Μετά την αποθήκευση αποσυνδέεστε από όλες τις συσκευές σας και συνδέεστε ξανά εδώ.',
  resetButton: 'Αποθήκευση νέου κωδικού',
  activateTitle: 'Επιλέξτε κωδικό πρόσβασης για την πύλη πελατών σας',
  activateIntro:
    'Με έναν κωδικό πρόσβασης μπορείτε να συνδέεστε για να βλέπετε και να διαχειρίζεστε τις κρατήσεις σας.',
  activateAlreadyHasPassword:
    'Ο λογαριασμός σας έχει ήδη κωδικό πρόσβασης. Μπορείτε να συνδεθείτε με αυτόν ή να επιλέξετε νέο εδώ. Αυτός ο σύνδεσμος λειτουργεί μόνο μία φορά.',
  activateButton: 'Αποθήκευση κωδικού και συνέχεια',
  linkInvalidTitle: 'Αυτός ο σύνδεσμος δεν μπορεί να χρησιμοποιηθεί',
  linkInvalid:
    'Ο σύνδεσμος δεν είναι έγκυρος ή έχει ήδη χρησιμοποιηθεί. Οι σύνδεσμοι στα email μας λειτουργούν μόνο μία φορά και για περιορισμένο χρόνο.',
  requestNewLink: 'Ζητήστε νέο σύνδεσμο',
  goToSignIn: 'Σύνδεση στην πύλη πελατών σας',
  invitationTitle: 'Αποδοχή πρόσκλησης',
  invitationIntro: (owner, location) =>
    `${owner} σάς προσκαλεί να βλέπετε τους αποθηκευτικούς χώρους στην τοποθεσία ${location}.`,
  invitationSignIn:
    'Αυτή η διεύθυνση email έχει ήδη λογαριασμό. Εισαγάγετε τον κωδικό πρόσβασής του για να αποδεχτείτε.',
  invitationCreate: 'Επιλέξτε κωδικό πρόσβασης για τον νέο σας λογαριασμό για να αποδεχτείτε.',
  invitationSignInButton: 'Σύνδεση και αποδοχή',
  invitationCreateButton: 'Αποθήκευση κωδικού και αποδοχή',
  invitationAcceptButton: 'Αποδοχή πρόσκλησης',
  invitationAccountExists:
    'Υπάρχει πλέον λογαριασμός για αυτή τη διεύθυνση email. Εισαγάγετε τον κωδικό πρόσβασής του για να αποδεχτείτε.',
  passwordWrong: 'Ο κωδικός πρόσβασης δεν είναι σωστός.',
  claimTitle: 'Προσθήκη της κράτησης στον λογαριασμό σας',
  claimIntro:
    'Αυτή η κράτηση έγινε με τη διεύθυνση email σας χωρίς σύνδεση. Προσθέστε την στον λογαριασμό σας για να τη βλέπετε και να τη διαχειρίζεστε στην πύλη πελατών σας.',
  claimBooking: (location, moveInDate) => `${location}, μετακόμιση ${moveInDate}`,
  claimButton: 'Προσθήκη στον λογαριασμό μου',
  claimOtherTitle: 'Αυτός ο σύνδεσμος αφορά άλλο λογαριασμό',
  claimOther:
    'Έχετε συνδεθεί με διαφορετικό λογαριασμό από αυτόν στον οποίο στάλθηκε ο σύνδεσμος. Αποσυνδεθείτε και συνδεθείτε με τον λογαριασμό της διεύθυνσης email που έλαβε τον σύνδεσμο.',
  signOutButton: 'Αποσύνδεση',
};

/** Every catalog, by language id: the 14 languages of the product. */
export const IDENTITY_CATALOGS = {
  en,
  de,
  sv,
  es,
  fr,
  nb,
  pl,
  lv,
  ru,
  nl,
  fi,
  pt,
  cs,
  el,
} as const satisfies Record<string, IdentityMessages>;

/**
 * The page language for a `language` parameter (`de`, `de-AT`): a supported one, else English.
 * Returns the BCP 47 tag for the `lang` attribute and the messages.
 */
export function identityLanguage(language: string | undefined): { tag: string; messages: IdentityMessages } {
  const primary = /^[a-z]{2}(-[A-Z]{2})?$/.test(language ?? '') ? (language ?? '').slice(0, 2) : 'en';
  const messages = (IDENTITY_CATALOGS as Record<string, IdentityMessages>)[primary];
  return messages ? { tag: primary, messages } : { tag: 'en', messages: en };
}
