/** The texts of the identity server's pages in one language: every language has every one. */
export interface IdentityMessages {
  signInTitle: string;
  /** The intro of the sign-in page, naming the tenant. */
  signInIntro: (tenant: string) => string;
  /** The intro when no tenant is known: the neutral "your customer portal". */
  signInIntroNoTenant: string;
  email: string;
  password: string;
  signInButton: string;
  wrongCredentials: string;
  emailRequired: string;
  passwordRequired: string;
  /** Too many failed password checks; `wait` is how long until the next check, formatted ("30 seconds"). */
  tooManyAttempts: (wait: string) => string;
  formExpired: string;
  errorTitle: string;
  unknownClient: string;
  badRedirect: string;
  badReturnAddress: string;
  errorHint: string;
  changePasswordTitle: string;
  signedInAs: (email: string) => string;
  changePasswordNote: string;
  currentPassword: string;
  newPassword: string;
  newPasswordHint: string;
  confirmPassword: string;
  currentPasswordWrong: string;
  newPasswordTooShort: string;
  newPasswordTooLong: string;
  newPasswordSame: string;
  confirmMismatch: string;
  changePasswordButton: string;
  backTo: (tenant: string) => string;
  backToPortal: string;
  // "Forgot your password?"
  forgotPasswordLink: string;
  forgotTitle: string;
  forgotIntro: string;
  forgotButton: string;
  emailInvalid: string;
  forgotSentTitle: string;
  /** The one answer to a reset request: it never tells whether the address has an account. */
  forgotSent: string;
  forgotSentHint: string;
  backToSignIn: string;
  // Reset and activation links
  resetTitle: string;
  resetIntro: string;
  resetButton: string;
  activateTitle: string;
  activateIntro: string;
  activateAlreadyHasPassword: string;
  activateButton: string;
  linkInvalidTitle: string;
  /** The one answer for an unknown, used or expired link. */
  linkInvalid: string;
  requestNewLink: string;
  goToSignIn: string;
  // Shared-access invitations
  invitationTitle: string;
  invitationIntro: (owner: string, location: string) => string;
  invitationSignIn: string;
  invitationCreate: string;
  invitationSignInButton: string;
  invitationCreateButton: string;
  invitationAcceptButton: string;
  invitationAccountExists: string;
  passwordWrong: string;
  // Claiming a booking made with the account's address
  claimTitle: string;
  claimIntro: string;
  /** The booking: its location and move-in date (already formatted). */
  claimBooking: (location: string, moveInDate: string) => string;
  claimButton: string;
  claimOtherTitle: string;
  claimOther: string;
  signOutButton: string;
}
