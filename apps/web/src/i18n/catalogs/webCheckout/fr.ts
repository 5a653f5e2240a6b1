import type english from './en';

/** Messages of the reference app checkout pages (web.checkout.*) in fr. */
export default {
  'web.checkout.loadError': 'La finalisation de votre réservation n’a pas pu être chargée.',
  'web.checkout.reason.paymentDeclined':
    'Votre carte a été refusée et aucun montant n’a été débité. Veuillez réessayer ou utiliser une autre carte.',
  'web.checkout.reason.foreignSession':
    'Ce lien appartenait à une autre session de réservation, rien n’a donc été modifié. Vous pouvez poursuivre votre réservation ici.',
  'web.checkout.reason.unknownBasket': 'Nous n’avons pas trouvé cette réservation en cours.',
  'web.checkout.summary.title': 'Votre réservation',
  'web.checkout.summary.unitType': 'Box de stockage',
  'web.checkout.summary.moveInDate': 'Date d’emménagement',
  'web.checkout.summary.dueNow': 'À payer maintenant',
  'web.checkout.summary.recurring': 'Loyer par période',
  'web.checkout.verify.waiting':
    'Votre banque n’a pas encore confirmé le paiement. Poursuivez sur la page de paiement pour le finaliser.',
  'web.checkout.createBooking.creating': 'Création de votre réservation…',
  'web.checkout.createBooking.error':
    'Votre réservation n’a pas encore pu être créée. Aucune réservation n’a été faite en double.',
  'web.checkout.success.loading': 'Chargement de votre confirmation de réservation…',
  'web.checkout.success.loadError': 'Votre confirmation de réservation n’a pas pu être chargée.',
  'web.checkout.success.invalidTitle': 'Ce lien de confirmation n’est pas valide',
  'web.checkout.success.invalidText':
    'Nous n’avons pu confirmer aucune réservation à partir de ce lien. Si vous avez réservé, vous trouverez les détails dans votre e-mail de confirmation.',
  'web.checkout.signed.title': 'Contrat signé',
  'web.checkout.signed.text': 'Merci d’avoir signé. Poursuivez votre réservation pour la finaliser.',
  'web.checkout.signed.closeText':
    'Merci d’avoir signé. Vous pouvez fermer cette page et reprendre là où vous aviez commencé.',
  'web.checkout.signed.continue': 'Poursuivre votre réservation',
  'web.checkout.idCheckRedirect.title': 'Vérification d’identité terminée',
  'web.checkout.idCheckRedirect.text':
    'Merci. Vous pouvez fermer cette page et poursuivre votre réservation là où vous l’aviez commencée.',
} satisfies Record<keyof typeof english, string>;
