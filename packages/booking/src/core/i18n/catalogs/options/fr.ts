import type english from './en';

/** Messages of the booking options: move-in date, billing plan, insurance, products and discount code in fr. */
export default {
  'ui.options.price.perPeriod':
    '{period, select, weekly {{price} par semaine} monthly {{price} par mois} other {{price} (paiement unique)}}',
  'ui.options.moveInDatePicker.range': 'Veuillez choisir une date entre le {min} et le {max}.',
  'ui.options.moveInDatePicker.unitUnavailable':
    'Aucun box de ce type n’est libre à partir de cette date. Veuillez choisir une autre date.',
  'ui.options.moveInDatePicker.dateUnavailable':
    'Cette date ne peut pas être choisie. Veuillez choisir une autre date.',
  'ui.options.billingPlanSelector.showMore': 'Afficher plus de périodes de facturation',
  'ui.options.insuranceSelector.coverage': 'Couverture jusqu’à {amount}',
  'ui.options.insuranceSelector.showMore': 'Afficher plus d’assurances',
  'ui.options.productSelector.oneTime': 'Produits ponctuels',
  'ui.options.productSelector.recurring': 'Produits récurrents',
  'ui.options.productSelector.quantity': 'Quantité',
  'ui.options.productSelector.decrease': 'Diminuer la quantité de {name}',
  'ui.options.productSelector.increase': 'Augmenter la quantité de {name}',
  'ui.options.productSelector.showMoreOneTime': 'Afficher plus de produits ponctuels',
  'ui.options.productSelector.showMoreRecurring': 'Afficher plus de produits récurrents',
  'ui.options.discountCodePanel.label': 'Code de réduction',
  'ui.options.discountCodePanel.open': 'J’ai un code de réduction',
  'ui.options.discountCodePanel.apply': 'Appliquer',
  'ui.options.discountCodePanel.cancel': 'Annuler',
  'ui.options.discountCodePanel.validating': 'Vérification du code de réduction…',
  'ui.options.discountCodePanel.applied': 'Code de réduction {code} appliqué',
  'ui.options.discountCodePanel.remove': 'Retirer le code de réduction',
} satisfies Record<keyof typeof english, string>;
