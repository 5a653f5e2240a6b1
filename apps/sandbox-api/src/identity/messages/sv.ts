import { NEW_PASSWORD_LENGTH } from '../../contract/contractLimits';
import type { IdentityMessages } from './IdentityMessages';

const { min: MIN, max: MAX } = NEW_PASSWORD_LENGTH;

export const sv: IdentityMessages = {
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
