import { NEW_PASSWORD_LENGTH } from '../../contract/contractLimits';
import type { IdentityMessages } from './IdentityMessages';

const { min: MIN, max: MAX } = NEW_PASSWORD_LENGTH;

export const lv: IdentityMessages = {
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
