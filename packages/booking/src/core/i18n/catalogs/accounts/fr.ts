import type english from './en';

/** Messages of the booking pages for returning visitors and customer accounts (booking in progress, account details) in fr. */
export default {
  'ui.openCheckout.text': 'Vous avez une réservation en cours (réservée encore {time}).',
  'ui.openCheckout.textWithUnitType':
    'Vous avez une réservation de {unitType} en cours (réservée encore {time}).',
  'ui.openCheckout.continue': 'Poursuivre la réservation',
  'ui.openCheckout.startOver': 'Recommencer',
  'ui.openCheckout.startingOver': 'Annulation en cours…',
  'ui.openCheckout.startOverError': 'Votre réservation en cours n’a pas pu être annulée. Veuillez réessayer.',
  'ui.customer.customerForm.summaryIntro': 'Vous réservez avec votre compte client, avec ces informations :',
  'ui.customer.customerForm.summaryName': 'Nom',
  'ui.customer.customerForm.summaryAddress': 'Adresse',
  'ui.customer.customerForm.editDetails': 'Modifier les informations',
  'ui.customer.customerForm.emailFromAccount':
    'La réservation est rattachée à votre compte client avec cette adresse e-mail.',
  'web.flow.customer.accountLoading': 'Chargement des informations de votre compte…',
  'web.flow.customer.accountLoadError': 'Les informations de votre compte n’ont pas pu être chargées.',
  'web.flow.alreadyBooked.portalLink': 'Accéder à l’espace client',
} satisfies Record<keyof typeof english, string>;
