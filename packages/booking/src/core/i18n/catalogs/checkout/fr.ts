import type english from './en';

/** Messages of the checkout: step indicator, provider hand-off and return panels, result summary, Stripe card payment in fr. */
export default {
  'ui.checkout.stepIndicator.label': 'Étapes de la réservation',
  'ui.checkout.stepIndicator.summary': 'Étape {current, number} sur {total, number}\u00a0: {step}',
  'ui.checkout.stepIndicator.completed': '(terminée)',
  'ui.checkout.providerHandOff.paymentTitle': 'Payez votre réservation',
  'ui.checkout.providerHandOff.paymentText':
    'Nous allons vous rediriger vers notre partenaire de paiement pour payer en toute sécurité par carte. Vous reviendrez ensuite automatiquement ici.',
  'ui.checkout.providerHandOff.paymentContinue': 'Continuer vers le paiement',
  'ui.checkout.providerHandOff.paymentPending': 'Préparation de la page de paiement…',
  'ui.checkout.providerHandOff.paymentError':
    'La page de paiement n’a pas pu être ouverte. Veuillez réessayer.',
  'ui.checkout.providerHandOff.eSignatureTitle': 'Signez votre contrat de location',
  'ui.checkout.providerHandOff.eSignatureText':
    'Nous allons vous rediriger vers notre partenaire de signature pour signer électroniquement votre contrat de location. Vous reviendrez ensuite automatiquement ici.',
  'ui.checkout.providerHandOff.eSignatureContinue': 'Continuer vers la signature',
  'ui.checkout.providerHandOff.eSignaturePending': 'Préparation de la page de signature…',
  'ui.checkout.providerHandOff.eSignatureError':
    'La page de signature n’a pas pu être ouverte. Veuillez réessayer.',
  'ui.checkout.providerHandOff.idCheckTitle': 'Vérifiez votre identité',
  'ui.checkout.providerHandOff.idCheckText':
    'Nous allons vous rediriger vers notre partenaire de vérification d’identité pour vérifier votre identité avec une pièce d’identité. Vous reviendrez ensuite automatiquement ici.',
  'ui.checkout.providerHandOff.idCheckContinue': 'Continuer vers la vérification d’identité',
  'ui.checkout.providerHandOff.idCheckPending': 'Préparation de la vérification d’identité…',
  'ui.checkout.providerHandOff.idCheckError':
    'La vérification d’identité n’a pas pu être ouverte. Veuillez réessayer.',
  'ui.checkout.returnStatus.paymentChecking': 'Vérification de votre paiement',
  'ui.checkout.returnStatus.paymentSuccess': 'Paiement reçu',
  'ui.checkout.returnStatus.paymentFailed': 'Paiement non abouti',
  'ui.checkout.returnStatus.paymentFailedText':
    'Votre paiement n’a pas pu être confirmé. Veuillez réessayer ou utiliser une autre carte.',
  'ui.checkout.returnStatus.eSignatureChecking': 'Vérification de votre signature',
  'ui.checkout.returnStatus.eSignatureSuccess': 'Contrat signé',
  'ui.checkout.returnStatus.eSignatureFailed': 'Signature non finalisée',
  'ui.checkout.returnStatus.eSignatureFailedText':
    'Votre signature n’a pas pu être confirmée. Veuillez réessayer.',
  'ui.checkout.returnStatus.idCheckChecking': 'Vérification de votre identité',
  'ui.checkout.returnStatus.idCheckSuccess': 'Identité vérifiée',
  'ui.checkout.returnStatus.idCheckFailed': 'Vérification d’identité non finalisée',
  'ui.checkout.returnStatus.idCheckFailedText':
    'Votre vérification d’identité n’a pas pu être confirmée. Veuillez réessayer.',
  'ui.checkout.returnStatus.checkingText':
    'Cela prend quelques secondes. Veuillez garder cette page ouverte.',
  'ui.checkout.returnStatus.successText': 'Merci. Nous vous redirigeons vers l’étape suivante.',
  'ui.checkout.returnStatus.continue': 'Continuer',
  'ui.checkout.resultSummary.title': 'Réservation confirmée',
  'ui.checkout.resultSummary.emailSent': 'Nous avons envoyé une confirmation à {email}.',
  'ui.checkout.resultSummary.reference': 'Référence de réservation',
  'ui.checkout.resultSummary.unitType': 'Box de stockage',
  'ui.checkout.resultSummary.unit': 'Numéro du box',
  'ui.checkout.resultSummary.location': 'Site',
  'ui.checkout.resultSummary.moveInDate': 'Date d’emménagement',
  'ui.checkout.resultSummary.paidNow': 'Payé maintenant',
  'ui.checkout.resultSummary.recurring':
    '{period, select, weekly {Chaque semaine} monthly {Chaque mois} other {Montant récurrent}}',
  'ui.checkout.resultSummary.portalLink': 'Accéder à l’espace client',
  'ui.checkout.resultSummary.emailSentWithPortalLink':
    'Nous avons envoyé une confirmation à {email}, avec un lien vers votre espace client.',
  'ui.checkout.resultSummary.bookingInPortal': 'Voir cette réservation dans votre espace client',

  'ui.checkout.holdCountdown.label': 'Temps restant pour finaliser votre réservation',
  'ui.checkout.holdCountdown.warning':
    '{minutes, plural, one {Il reste # minute pour finaliser votre réservation. Ensuite, le box sera libéré.} other {Il reste # minutes pour finaliser votre réservation. Ensuite, le box sera libéré.}}',
  'ui.checkout.holdCountdown.expired': 'Le temps pour finaliser votre réservation est écoulé.',

  'ui.checkout.stripe.formLabel': 'Coordonnées de la carte',
  'ui.checkout.stripe.loading': 'Chargement du formulaire de carte sécurisé…',
  'ui.checkout.stripe.loadError':
    'Le formulaire de carte n’a pas pu être chargé. Veuillez vérifier votre connexion et réessayer.',
  'ui.checkout.stripe.pay': 'Payer {amount}',
  'ui.checkout.stripe.saveCard': 'Enregistrer la carte',
  'ui.checkout.stripe.processingPayment': 'Traitement de votre paiement…',
  'ui.checkout.stripe.savingCard': 'Enregistrement de votre carte…',
  'ui.checkout.stripe.confirmError':
    'Votre carte n’a pas pu être confirmée. Veuillez réessayer ou utiliser une autre carte.',

  // The failed identity check's page (IdCheckFailedPage): shown only in the checkout, so loaded with it.
  'ui.checkout.idCheckFailed.title': 'Identité non confirmée',
  'ui.checkout.idCheckFailed.text':
    'Nous n’avons pas pu confirmer votre identité lors de cette vérification. Veuillez réessayer avec une pièce d’identité valide ou contacter le support.',
} satisfies Record<keyof typeof english, string>;
