import { NEW_PASSWORD_LENGTH } from '../../contract/contractLimits';
import type { IdentityMessages } from './IdentityMessages';

const { min: MIN, max: MAX } = NEW_PASSWORD_LENGTH;

export const cs: IdentityMessages = {
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
