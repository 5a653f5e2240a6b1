import type english from './en';

/** Messages of the reference app booking pages (web.flow.*) in cs. */
export default {
  'web.flow.loading': 'Načítání…',
  'web.flow.priceHint': 'Cenu uvidíte po výběru data nastěhování a zúčtovacího období.',
  'web.flow.priceError': 'Cenu se nepodařilo vypočítat. Zkuste to prosím později.',
  'web.flow.unitSelection.title': 'Vyberte si skladovací box',
  'web.flow.unitSelection.loading': 'Načítání skladovacích boxů…',
  'web.flow.unitSelection.loadError': 'Skladovací boxy se nepodařilo načíst.',
  'web.flow.interest.title': 'Vyprodáno? Projevte zájem',
  'web.flow.interest.intro':
    'Zanechte nám své kontaktní údaje a ozveme se Vám, jakmile se uvolní box tohoto typu.',
  'web.flow.interest.open': 'Projevit zájem o {name}',
  'web.flow.unitType.title': 'Připravujeme Vaši rezervaci',
  'web.flow.unitType.loading': 'Načítání skladovacího boxu…',
  'web.flow.unitType.loadError': 'Skladovací box se nepodařilo načíst.',
  'web.flow.options.title': 'Možnosti pro {name}',
  'web.flow.options.changeUnitType': 'Vybrat jiný box',
  'web.flow.options.moveInDate.heading': 'Kdy se chcete nastěhovat?',
  'web.flow.options.billingPeriod.heading': 'Jaké zúčtovací období si přejete?',
  'web.flow.options.insurance.heading': 'Vyberte pojištění pro své věci',
  'web.flow.options.products.heading': 'Potřebujete ještě něco?',
  'web.flow.options.checkingAvailability': 'Ověřování dostupnosti…',
  'web.flow.options.loadError': 'Tyto možnosti se nepodařilo načíst.',
  'web.flow.options.continue': 'Pokračovat do košíku',
  'web.flow.options.planChange.removed':
    '{name} se k tarifu „{plan}“ nenabízí, a proto bylo odebráno z vaší rezervace.',
  'web.flow.options.discountRemoved':
    'Slevový kód {code} byl odebrán, protože se změnily vaše volby. Můžete ho znovu zadat v košíku.',
  'web.flow.options.preview.needsScript':
    'Chcete-li vybrat možnosti a rezervovat online, zapněte v prohlížeči JavaScript.',
  'web.flow.options.preview.moveInWindow': 'Nastěhovat se můžete kterýkoli den od {first} do {last}.',
  'web.flow.basket.title': 'Váš košík',
  'web.flow.basket.changeOptions': 'Změnit možnosti',
  'web.flow.basket.continue': 'Pokračovat k Vašim údajům',
  'web.flow.notAvailable.title': 'V tomto termínu není k dispozici',
  'web.flow.notAvailable.text': 'Box {name} bohužel není od {date} k dispozici.',
  'web.flow.notAvailable.textWithoutName': 'Tento skladovací box bohužel není od {date} k dispozici.',
  'web.flow.notAvailable.nextDate': 'Nejbližší volný termín je {date}.',
  'web.flow.notAvailable.chooseNextDate': 'Nastěhovat se {date}',
  'web.flow.notAvailable.chooseDate': 'Vybrat jiné datum',
  'web.flow.notAvailable.chooseUnitType': 'Vybrat jiný box',
  'web.flow.notAvailable.alternatives': 'Další skladovací boxy v této pobočce',
  'web.flow.customer.back': 'Zpět do košíku',
  'web.flow.customer.loadError': 'Seznam zemí se nepodařilo načíst.',
  'web.flow.customer.submitError': 'Rezervaci se nepodařilo odeslat. Zkuste to prosím znovu.',
  'web.flow.continue.title': 'Pokračujeme ve Vaší rezervaci',
} satisfies Record<keyof typeof english, string>;
