import type english from './en';

/** Messages of the error and status pages: not found, forbidden, server error, session ended, already booked, e-signature and ID check outcomes, frame refusal in fr. */
export default {
  'ui.status.action.backToStart': 'Retour à la page d’accueil',
  'ui.status.action.startNewBooking': 'Commencer une nouvelle réservation',
  'ui.status.action.signAgain': 'Signer à nouveau le contrat',
  'ui.status.action.restartIdCheck': 'Relancer la vérification d’identité',
  'ui.status.action.signIn': 'Se connecter',
  'ui.status.action.contactSupport': 'Contacter l’assistance',
  'ui.status.action.contactSupportAt': 'Contacter l’assistance à l’adresse {email}',
  'ui.status.action.refresh': 'Vérifier à nouveau le statut',
  'ui.status.frameRefusal.title': 'Cette page ne peut pas être affichée ici',
  'ui.status.frameRefusal.bookingText':
    'L’intégration de la réservation dans un autre site web n’est pas prise en charge. Veuillez contacter l’assistance.',
  'ui.status.frameRefusal.portalText':
    'L’intégration de l’espace client dans un autre site web n’est pas prise en charge. Veuillez contacter l’assistance.',
} satisfies Record<keyof typeof english, string>;
