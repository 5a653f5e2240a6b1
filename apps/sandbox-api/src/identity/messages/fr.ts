import { NEW_PASSWORD_LENGTH } from '../../contract/contractLimits';
import type { IdentityMessages } from './IdentityMessages';

const { min: MIN, max: MAX } = NEW_PASSWORD_LENGTH;

export const fr: IdentityMessages = {
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
