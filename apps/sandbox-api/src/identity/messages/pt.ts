import { NEW_PASSWORD_LENGTH } from '../../contract/contractLimits';
import type { IdentityMessages } from './IdentityMessages';

const { min: MIN, max: MAX } = NEW_PASSWORD_LENGTH;

export const pt: IdentityMessages = {
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
