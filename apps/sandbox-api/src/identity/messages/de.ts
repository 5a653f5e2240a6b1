import { NEW_PASSWORD_LENGTH } from '../../contract/contractLimits';
import type { IdentityMessages } from './IdentityMessages';

const { min: MIN, max: MAX } = NEW_PASSWORD_LENGTH;

export const de: IdentityMessages = {
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
