import { NEW_PASSWORD_LENGTH } from '../../contract/contractLimits';
import type { IdentityMessages } from './IdentityMessages';

const { min: MIN, max: MAX } = NEW_PASSWORD_LENGTH;

export const fi: IdentityMessages = {
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
