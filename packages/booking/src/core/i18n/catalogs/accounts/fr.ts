import type english from './en';

/** Messages of booking with a customer account (hold countdown, booking in progress, account details) in fr. */
export default {
  'ui.checkout.holdCountdown.label': 'Temps restant pour finaliser votre réservation',
  'ui.checkout.holdCountdown.warning': '{minutes, plural, one {Il reste # minute pour finaliser votre réservation. Ensuite, le box sera libéré.} other {Il reste # minutes pour finaliser votre réservation. Ensuite, le box sera libéré.}}',
  'ui.checkout.holdCountdown.expired': 'Le temps pour finaliser votre réservation est écoulé.',
  'ui.checkout.openCheckout.text': 'Vous avez une réservation en cours (réservée encore {time}).',
  'ui.checkout.openCheckout.textWithUnitType': 'Vous avez une réservation de {unitType} en cours (réservée encore {time}).',
  'ui.checkout.openCheckout.continue': 'Poursuivre la réservation',
  'ui.checkout.openCheckout.startOver': 'Recommencer',
  'ui.checkout.openCheckout.startingOver': 'Annulation en cours…',
  'ui.checkout.openCheckout.startOverError': 'Votre réservation en cours n’a pas pu être annulée. Veuillez réessayer.',
  'ui.checkout.resultSummary.emailSentWithPortalLink': 'Nous avons envoyé une confirmation à {email}, avec un lien vers votre espace client.',
  'ui.checkout.resultSummary.bookingInPortal': 'Voir cette réservation dans votre espace client',
  'ui.customer.customerForm.summaryIntro': 'Vous réservez avec votre compte client, avec ces informations :',
  'ui.customer.customerForm.summaryName': 'Nom',
  'ui.customer.customerForm.summaryAddress': 'Adresse',
  'ui.customer.customerForm.editDetails': 'Modifier les informations',
  'ui.customer.customerForm.emailFromAccount': 'La réservation est rattachée à votre compte client avec cette adresse e-mail.',
  'web.flow.customer.accountLoading': 'Chargement des informations de votre compte…',
  'web.flow.customer.accountLoadError': 'Les informations de votre compte n’ont pas pu être chargées.',
  'web.flow.alreadyBooked.portalLink': 'Accéder à l’espace client',
} satisfies Record<keyof typeof english, string>;
