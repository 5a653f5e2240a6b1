import { NEW_PASSWORD_LENGTH } from '../../contract/contractLimits';
import type { IdentityMessages } from './IdentityMessages';

const { min: MIN, max: MAX } = NEW_PASSWORD_LENGTH;

export const es: IdentityMessages = {
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
