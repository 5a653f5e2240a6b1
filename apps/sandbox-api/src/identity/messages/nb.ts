import { NEW_PASSWORD_LENGTH } from '../../contract/contractLimits';
import type { IdentityMessages } from './IdentityMessages';

const { min: MIN, max: MAX } = NEW_PASSWORD_LENGTH;

export const nb: IdentityMessages = {
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
