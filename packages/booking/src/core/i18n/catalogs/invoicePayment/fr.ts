import type english from './en';

/** French messages of paying an open invoice in the customer portal (see `./en`). */
export default {
  'ui.portal.invoiceTable.payment': 'Paiement',
  'ui.portal.invoiceTable.pay': 'Payer maintenant',
  'ui.portal.invoiceTable.payLabel': 'Payer maintenant : facture {number}, {amount}',
  'ui.portal.notificationsList.payInvoice': 'Payer la facture maintenant',
  'ui.portal.invoicePayment.title': 'Payer une facture',
  'ui.portal.invoicePayment.lead': 'Une facture impayée de {location}.',
  'ui.portal.invoicePayment.summaryTitle': 'Facture {number}',
  'ui.portal.invoicePayment.payOnFile': 'Payer {amount} avec {card}',
  'ui.portal.invoicePayment.cardLabel': '{brand} se terminant par {last4}',
  'ui.portal.invoicePayment.payNewCard': 'Payer avec une nouvelle carte',
  'ui.portal.invoicePayment.payByCard': 'Payer {amount} par carte',
  'ui.portal.invoicePayment.newCardHint':
    'Vous saisissez la carte sur la page sécurisée du prestataire de paiement.',
  'ui.portal.invoicePayment.loading': 'Chargement de la facture…',
  'ui.portal.invoicePayment.loadError': 'La facture n’a pas pu être chargée.',
  'ui.portal.invoicePayment.notOpen': 'Il ne reste rien à payer sur cette facture.',
  'ui.portal.invoicePayment.redirecting': 'Redirection vers la page de carte sécurisée…',
  'ui.portal.invoicePayment.continue': 'Continuer vers la page de carte',
  'ui.portal.invoicePayment.verifying': 'Vérification de votre paiement…',
  'ui.portal.invoicePayment.paid':
    'Merci. La facture {number} est payée et le reçu est en route vers votre adresse e-mail.',
  'ui.portal.invoicePayment.declined':
    'Votre carte a été refusée et rien n’a été débité. La facture reste impayée : réessayez avec une autre carte.',
  'ui.portal.invoicePayment.methodInvalid':
    'La carte enregistrée ne peut pas être débitée. Payez plutôt avec une nouvelle carte.',
  'ui.portal.invoicePayment.alreadyPaid': 'Cette facture est déjà payée.',
  'ui.portal.invoicePayment.failed': 'Le paiement n’a pas pu être effectué. Veuillez réessayer.',
  'ui.portal.invoicePayment.unfinished': 'Le paiement n’est pas encore terminé.',
  'ui.portal.invoicePayment.tryAgain': 'Réessayer',
} as const satisfies Record<keyof typeof english, string>;
