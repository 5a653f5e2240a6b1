import { NEW_PASSWORD_LENGTH } from '../../contract/contractLimits';
import type { IdentityMessages } from './IdentityMessages';

const { min: MIN, max: MAX } = NEW_PASSWORD_LENGTH;

export const nl: IdentityMessages = {
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
