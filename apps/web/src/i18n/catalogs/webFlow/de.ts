import type english from './en';

/** Messages of the reference app booking pages (web.flow.*) in de. */
export default {
  'web.flow.loading': 'Wird geladen…',
  'web.flow.priceHint': 'Wählen Sie ein Einzugsdatum und einen Abrechnungszeitraum, um den Preis zu sehen.',
  'web.flow.priceError': 'Der Preis konnte nicht berechnet werden. Bitte versuchen Sie es später erneut.',
  'web.flow.runningTotal.details': 'Preisdetails ansehen',
  'web.flow.unitSelection.title': 'Wählen Sie Ihr Lagerabteil',
  'web.flow.unitSelection.loading': 'Die Lagerabteile werden geladen…',
  'web.flow.unitSelection.loadError': 'Die Lagerabteile konnten nicht geladen werden.',
  'web.flow.interest.title': 'Ausgebucht? Melden Sie Ihr Interesse an',
  'web.flow.interest.intro':
    'Hinterlassen Sie Ihre Kontaktdaten, und wir melden uns bei Ihnen, sobald ein Abteil dieses Typs frei wird.',
  'web.flow.interest.open': 'Interesse an {name} anmelden',
  'web.flow.unitType.title': 'Ihre Buchung wird vorbereitet',
  'web.flow.unitType.loading': 'Das Lagerabteil wird geladen…',
  'web.flow.unitType.loadError': 'Das Lagerabteil konnte nicht geladen werden.',
  'web.flow.options.title': 'Optionen für {name}',
  'web.flow.options.changeUnitType': 'Anderes Lagerabteil wählen',
  'web.flow.options.moveInDate.heading': 'Wann möchten Sie einziehen?',
  'web.flow.options.billingPeriod.heading': 'Wie möchten Sie abgerechnet werden?',
  'web.flow.options.insurance.heading': 'Wählen Sie eine Versicherung für Ihre Sachen',
  'web.flow.options.products.heading': 'Benötigen Sie noch etwas?',
  'web.flow.options.checkingAvailability': 'Die Verfügbarkeit wird geprüft…',
  'web.flow.options.loadError': 'Diese Optionen konnten nicht geladen werden.',
  'web.flow.options.continue': 'Weiter zum Warenkorb',
  'web.flow.options.planChange.removed':
    '{name} wird mit dem Tarif „{plan}“ nicht angeboten und wurde aus Ihrer Buchung entfernt.',
  'web.flow.options.discountRemoved':
    'Der Rabattcode {code} wurde entfernt, weil sich Ihre Optionen geändert haben. Sie können ihn im Warenkorb erneut eingeben.',
  'web.flow.options.preview.needsScript':
    'Aktivieren Sie JavaScript in Ihrem Browser, um Ihre Optionen zu wählen und online zu buchen.',
  'web.flow.options.preview.moveInWindow': 'Sie können an jedem Tag vom {first} bis zum {last} einziehen.',
  'web.flow.basket.title': 'Ihr Warenkorb',
  'web.flow.basket.changeOptions': 'Optionen ändern',
  'web.flow.basket.continue': 'Weiter zu Ihren Daten',
  'web.flow.notAvailable.title': 'An diesem Datum nicht verfügbar',
  'web.flow.notAvailable.text': 'Leider ist {name} ab dem {date} nicht verfügbar.',
  'web.flow.notAvailable.textWithoutName': 'Leider ist dieses Lagerabteil ab dem {date} nicht verfügbar.',
  'web.flow.notAvailable.nextDate': 'Der nächste freie Termin ist der {date}.',
  'web.flow.notAvailable.chooseNextDate': 'Am {date} einziehen',
  'web.flow.notAvailable.chooseDate': 'Anderes Datum wählen',
  'web.flow.notAvailable.chooseUnitType': 'Anderes Lagerabteil wählen',
  'web.flow.notAvailable.alternatives': 'Weitere Lagerabteile an diesem Standort',
  'web.flow.customer.back': 'Zurück zum Warenkorb',
  'web.flow.customer.loadError': 'Die Länderliste konnte nicht geladen werden.',
  'web.flow.customer.submitError':
    'Ihre Buchung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  'web.flow.continue.title': 'Ihre Buchung wird fortgesetzt',
} satisfies Record<keyof typeof english, string>;
