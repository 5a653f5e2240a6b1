import accounts from './accounts/fr';
import customer from './customer/fr';
import type english from './en';
import limits from './limits/fr';
import options from './options/fr';
import portalAccess from './portalAccess/fr';
import sessions from './sessions/fr';
import shell from './shell/fr';
import status from './status/fr';

/**
 * French messages of the SDK but the checkout's (those are in `later/fr.ts`). Apostrophes are
 * typographic (’), which ICU leaves alone.
 */
export default {
  'formValidation.required': 'Ce champ est obligatoire.',
  'formValidation.email': 'Veuillez saisir une adresse e-mail valide.',
  'formValidation.maxLength': 'Nombre maximal de caractères : {max}.',
  'formValidation.minArrayLength': 'Nombre minimal de sélections : {min}.',
  'formValidation.maxArrayLength': 'Nombre maximal de sélections : {max}.',
  'formValidation.phone': 'Veuillez saisir un numéro de téléphone valide.',
  'formValidation.phonePrefix': 'L’indicatif du pays doit commencer par +.',
  'formValidation.postalCode': 'Saisissez le code postal au format {example}.',
  'formValidation.minDate': 'Veuillez choisir le {date} ou une date ultérieure.',
  'formValidation.maxDate': 'Veuillez choisir le {date} ou une date antérieure.',
  'formValidation.discountCode': 'Ce code de réduction n’est pas valide.',
  'formValidation.default': 'Ce champ n’est pas valide.',

  'auth.invalidStateCode': 'Code d’état non valide. Veuillez vous reconnecter.',
  'auth.signInFailed': 'La connexion a échoué. Veuillez réessayer.',
  'auth.sessionExpired': 'Votre session a expiré. Veuillez vous reconnecter.',

  'booking.step.unitSelection': 'Box de stockage',
  'booking.step.options': 'Options',
  'booking.step.basket': 'Panier',
  'booking.step.customer': 'Vos coordonnées',
  'booking.section.moveInDate': 'Date d’emménagement',
  'booking.section.billingPeriod': 'Période de facturation',
  'booking.section.insurance': 'Assurance',
  'booking.section.products': 'Produits',

  'checkout.step.payment': 'Paiement',
  'checkout.step.paymentVerify': 'Vérification du paiement',
  'checkout.step.eSignature': 'Signature',
  'checkout.step.idCheck': 'Vérification d’identité',
  'checkout.step.createBooking': 'Réservation',
  'checkout.step.success': 'Réservation confirmée',
  'checkout.eSignatureCancelled.title': 'Signature annulée',
  'checkout.eSignatureCancelled.text':
    'Vous avez annulé la signature. Signez le contrat pour finaliser votre réservation.',
  'checkout.eSignatureExpired.title': 'Signature expirée',
  'checkout.eSignatureExpired.text':
    'La session de signature a expiré. Veuillez signer à nouveau le contrat.',
  'checkout.idCheckExpired.title': 'Vérification d’identité expirée',
  'checkout.idCheckExpired.text': 'La session de vérification d’identité a expiré. Veuillez la relancer.',
  'checkout.idCheckCancelled.title': 'Vérification d’identité annulée',
  'checkout.idCheckCancelled.text':
    'Vous avez annulé la vérification d’identité. Elle est nécessaire pour finaliser votre réservation.',
  'checkout.idCheckInProgress.title': 'Vérification d’identité en cours',
  'checkout.idCheckInProgress.text':
    'Votre vérification d’identité est encore en cours de traitement. Cette page se mettra à jour une fois celle-ci terminée.',
  'checkout.sessionEnded.title': 'Session terminée',
  'checkout.sessionEnded.text':
    'Votre session de paiement est terminée. Veuillez recommencer votre réservation.',
  'checkout.alreadyBooked.title': 'Déjà réservé',
  'checkout.alreadyBooked.text':
    'Cette réservation est finalisée. Nous vous avons envoyé la confirmation par e-mail, avec un lien vers votre espace client.',
  'checkout.retry': 'Réessayer',

  'error.notFound.title': 'Page introuvable',
  'error.notFound.text': 'La page que vous recherchez n’existe pas.',
  'error.serverError.title': 'Une erreur s’est produite',
  'error.serverError.text': 'Une erreur inattendue s’est produite. Veuillez réessayer plus tard.',
  'error.forbidden.title': 'Accès refusé',
  'error.forbidden.text': 'Vous n’êtes pas autorisé à consulter cette page.',

  'consent.title': 'Paramètres des cookies',
  'consent.necessary': 'Cookies nécessaires',
  'consent.marketing': 'Cookies marketing',
  'consent.description':
    'Nous utilisons des cookies nécessaires au fonctionnement de ce site. Avec votre consentement, nous utilisons également des cookies marketing pour mesurer et améliorer nos offres.',
  'consent.cookiePolicy': 'Politique relative aux cookies',
  'consent.saveSelected': 'Enregistrer la sélection',
  'consent.acceptAll': 'Tout accepter',

  'languageSwitcher.label': 'Langue',

  'toast.success.title': 'Succès',
  'toast.error.title': 'Une erreur s’est produite',
  'toast.warn.title': 'Attention',
  'toast.dismiss': 'Fermer la notification',

  'ui.unitType.priceFromMonthly': 'Prix à partir de {price} par mois',
  'ui.unitType.priceFromWeekly': 'Prix à partir de {price} par semaine',
  'ui.unitType.unitsAvailable': 'Box disponibles : {count, number}',
  'ui.unitType.soldOut': 'Complet',
  'ui.unitType.features': 'Caractéristiques',
  'ui.unitType.select': 'Choisir',
  'ui.unitTypeList.label': 'Box de stockage',
  'ui.unitTypeList.categories': 'Catégorie',
  'ui.unitTypeList.allCategories': 'Tous',
  'ui.unitTypeList.empty': 'Aucun box de stockage dans cette catégorie.',
  'ui.basket.title': 'Votre réservation',
  'ui.basket.location': 'Site',
  'ui.basket.unitType': 'Box de stockage',
  'ui.basket.moveInDate': 'Date d’emménagement',
  'ui.basket.everyMonth': 'Chaque mois',
  'ui.basket.everyWeek': 'Chaque semaine',
  'ui.basket.once': 'Une fois, avec le premier paiement',
  'ui.basket.lineWithQuantity': '{quantity, number} × {label} ({unitAmount} l’unité)',
  'ui.basket.subtotal': 'Sous-total',
  'ui.basket.tax': 'TVA ({rate})',
  'ui.basket.includedTax': 'Dont TVA ({rate})',
  'ui.basket.subtotalExclTax': 'Sous-total HT',
  'ui.price.exclTax': '{price} HT',
  'ui.basket.dueNow': 'À payer maintenant',
  'ui.basket.thenMonthly': 'Puis {amount} par mois',
  'ui.basket.thenWeekly': 'Puis {amount} par semaine',
  'ui.basket.loading': 'Calcul du prix…',
  ...options,
  ...customer,
  ...shell,
  ...portalAccess,
  ...status,
  ...accounts,
  ...limits,
  ...sessions,
} satisfies Record<keyof typeof english, string>;
