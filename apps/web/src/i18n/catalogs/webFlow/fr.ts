import type english from './en';

/** Messages of the reference app booking pages (web.flow.*) in fr. */
export default {
  'web.flow.loading': 'Chargement…',
  'web.flow.priceHint': 'Choisissez une date d’emménagement et une période de facturation pour voir le prix.',
  'web.flow.priceError': 'Le prix n’a pas pu être calculé. Veuillez réessayer plus tard.',
  'web.flow.runningTotal.details': 'Voir le détail du prix',
  'web.flow.unitSelection.title': 'Choisissez votre box de stockage',
  'web.flow.unitSelection.loading': 'Chargement des box de stockage…',
  'web.flow.unitSelection.loadError': 'Les box de stockage n’ont pas pu être chargés.',
  'web.flow.interest.title': 'Complet ? Signalez votre intérêt',
  'web.flow.interest.intro':
    'Laissez-nous vos coordonnées et nous vous contacterons dès qu’un box de ce type se libère.',
  'web.flow.interest.open': 'Signaler mon intérêt pour {name}',
  'web.flow.unitType.title': 'Préparation de votre réservation',
  'web.flow.unitType.loading': 'Chargement du box de stockage…',
  'web.flow.unitType.loadError': 'Le box de stockage n’a pas pu être chargé.',
  'web.flow.options.title': 'Options pour {name}',
  'web.flow.options.changeUnitType': 'Choisir un autre box',
  'web.flow.options.moveInDate.heading': 'Quand souhaitez-vous emménager ?',
  'web.flow.options.billingPeriod.heading': 'Comment souhaitez-vous être facturé ?',
  'web.flow.options.insurance.heading': 'Choisissez une assurance pour vos biens',
  'web.flow.options.products.heading': 'Avez-vous besoin d’autre chose ?',
  'web.flow.options.checkingAvailability': 'Vérification de la disponibilité…',
  'web.flow.options.loadError': 'Ces options n’ont pas pu être chargées.',
  'web.flow.options.continue': 'Continuer vers le panier',
  'web.flow.options.planChange.removed':
    '{name} n’est pas proposé avec la formule « {plan} » et a été retiré de votre réservation.',
  'web.flow.options.discountRemoved':
    'Le code promo {code} a été retiré car vos options ont changé. Vous pouvez le saisir à nouveau dans le panier.',
  'web.flow.options.preview.needsScript':
    'Activez JavaScript dans votre navigateur pour choisir vos options et réserver en ligne.',
  'web.flow.options.preview.moveInWindow': 'Vous pouvez emménager n’importe quel jour du {first} au {last}.',
  'web.flow.basket.title': 'Votre panier',
  'web.flow.basket.changeOptions': 'Modifier les options',
  'web.flow.basket.continue': 'Continuer vers vos coordonnées',
  'web.flow.notAvailable.title': 'Indisponible à cette date',
  'web.flow.notAvailable.text': 'Malheureusement, {name} n’est pas disponible à partir du {date}.',
  'web.flow.notAvailable.textWithoutName':
    'Malheureusement, ce box de stockage n’est pas disponible à partir du {date}.',
  'web.flow.notAvailable.nextDate': 'La prochaine date libre est le {date}.',
  'web.flow.notAvailable.chooseNextDate': 'Emménager le {date}',
  'web.flow.notAvailable.chooseDate': 'Choisir une autre date',
  'web.flow.notAvailable.chooseUnitType': 'Choisir un autre box',
  'web.flow.notAvailable.alternatives': 'Autres box de stockage sur ce site',
  'web.flow.customer.back': 'Retour au panier',
  'web.flow.customer.loadError': 'La liste des pays n’a pas pu être chargée.',
  'web.flow.customer.submitError': 'Votre réservation n’a pas pu être envoyée. Veuillez réessayer.',
  'web.flow.continue.title': 'Reprise de votre réservation',
} satisfies Record<keyof typeof english, string>;
