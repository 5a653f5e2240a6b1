import type english from './en';

/** Messages of the reference app's customer portal pages (web.portal.*) in fr. */
export default {
  'web.portal.overview.title': 'Mon compte',
  'web.portal.locations.loading': 'Chargement de vos sites…',
  'web.portal.overview.loading': 'Chargement de votre compte…',
  'web.portal.locations.loadError': 'Vos sites n’ont pas pu être chargés.',
  'web.portal.bookings.loadError': 'Vos réservations n’ont pas pu être chargées.',
  'web.portal.openInvoices.loadError': 'Vos factures à régler n’ont pas pu être chargées.',
  'web.portal.invoiceHistory.loadError': 'Votre historique des factures n’a pas pu être chargé.',
  'web.portal.paymentMethod.loadError': 'Votre moyen de paiement n’a pas pu être chargé.',
  'web.portal.savedPaymentMethods.title': 'Moyens de paiement enregistrés',
  'web.portal.savedPaymentMethods.loading': 'Chargement de vos moyens de paiement…',
  'web.portal.savedPaymentMethods.empty': 'Vous n’avez aucun moyen de paiement enregistré.',
  'web.portal.savedPaymentMethods.loadError': 'Vos moyens de paiement n’ont pas pu être chargés.',
  'web.portal.savedPaymentMethods.needsVerification': 'à vérifier',
  'web.portal.notifications.loadError': 'Vos notifications n’ont pas pu être chargées.',
  'web.portal.cancel.done': 'La réservation {unit} est résiliée. Votre dernier jour est le {date}.',
  'web.portal.withdraw.done': 'La résiliation de la réservation {unit} est annulée. Votre location continue.',
  'web.portal.withdraw.failed':
    'La résiliation de la réservation {unit} n’a pas pu être annulée. Veuillez réessayer.',
  'web.portal.withdraw.tooLate':
    'La résiliation de la réservation {unit} ne peut plus être annulée : son dernier jour est arrivé.',
  'web.portal.sharedAccess.teaser': 'Permettez à d’autres personnes de gérer votre compte sur ce site.',
  'web.portal.sharedAccess.manage': 'Gérer l’accès partagé',
  'web.portal.sharedAccess.title': 'Accès partagé – {location}',
  'web.portal.sharedAccess.loadError':
    'Les personnes disposant d’un accès partagé n’ont pas pu être chargées.',
  'web.portal.backToOverview': 'Retour à mon compte',
  'web.portal.paymentUpdate.title': 'Modifier le moyen de paiement',
  'web.portal.paymentUpdate.lead':
    'Ajoutez la carte sur laquelle votre loyer à {location} sera désormais prélevé. Rien n’est débité maintenant.',
  'web.portal.paymentUpdate.loading': 'Préparation du formulaire de paiement sécurisé…',
  'web.portal.paymentUpdate.loadError': 'Le formulaire de paiement sécurisé n’a pas pu être ouvert.',
  'web.portal.paymentUpdate.redirecting': 'Redirection vers la page de paiement sécurisée…',
  'web.portal.paymentUpdate.continue': 'Continuer vers la page de paiement',
  'web.portal.paymentVerify.title': 'Nouveau moyen de paiement',
  'web.portal.paymentVerify.saving': 'Enregistrement de votre nouveau moyen de paiement…',
  'web.portal.paymentVerify.saved':
    'Votre nouveau moyen de paiement est enregistré. Votre loyer y sera désormais prélevé.',
  'web.portal.paymentVerify.savedToast': 'Votre moyen de paiement a été mis à jour.',
  'web.portal.paymentVerify.notSaved':
    'La carte n’a pas été enregistrée. Votre moyen de paiement n’a pas changé.',
  'web.portal.paymentVerify.invalid':
    'Cette carte ne peut pas être utilisée comme moyen de paiement. Votre moyen de paiement n’a pas changé.',
  'web.portal.paymentVerify.failed':
    'Votre nouveau moyen de paiement n’a pas pu être enregistré. Veuillez réessayer.',
  'web.portal.paymentVerify.tryAgain': 'Réessayer',
} satisfies Record<keyof typeof english, string>;
