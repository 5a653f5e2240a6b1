import type english from './en';

/** Messages of the reference app booking pages (web.flow.*) in sv. */
export default {
  'web.flow.loading': 'Laddar…',
  'web.flow.priceHint': 'Välj ett inflyttningsdatum och en faktureringsperiod för att se priset.',
  'web.flow.priceError': 'Priset kunde inte beräknas. Försök igen senare.',
  'web.flow.runningTotal.details': 'Se prisdetaljerna',
  'web.flow.unitSelection.title': 'Välj ditt förråd',
  'web.flow.unitSelection.loading': 'Förråden laddas…',
  'web.flow.unitSelection.loadError': 'Förråden kunde inte laddas.',
  'web.flow.interest.title': 'Slutsålt? Anmäl ditt intresse',
  'web.flow.interest.intro':
    'Lämna dina uppgifter så kontaktar vi dig så snart ett förråd av den här typen blir ledigt.',
  'web.flow.interest.open': 'Anmäl intresse för {name}',
  'web.flow.unitType.title': 'Din bokning förbereds',
  'web.flow.unitType.loading': 'Förrådet laddas…',
  'web.flow.unitType.loadError': 'Förrådet kunde inte laddas.',
  'web.flow.options.title': 'Alternativ för {name}',
  'web.flow.options.changeUnitType': 'Välj ett annat förråd',
  'web.flow.options.moveInDate.heading': 'När vill du flytta in?',
  'web.flow.options.billingPeriod.heading': 'Hur vill du bli fakturerad?',
  'web.flow.options.insurance.heading': 'Välj en försäkring för dina saker',
  'web.flow.options.products.heading': 'Behöver du något mer?',
  'web.flow.options.checkingAvailability': 'Tillgängligheten kontrolleras…',
  'web.flow.options.loadError': 'De här alternativen kunde inte laddas.',
  'web.flow.options.continue': 'Fortsätt till varukorgen',
  'web.flow.options.planChange.removed':
    '{name} erbjuds inte med planen ”{plan}” och har tagits bort från din bokning.',
  'web.flow.options.discountRemoved':
    'Rabattkoden {code} togs bort eftersom dina val ändrades. Du kan ange den igen i varukorgen.',
  'web.flow.options.preview.needsScript':
    'Slå på JavaScript i webbläsaren för att välja dina tillval och boka online.',
  'web.flow.options.preview.moveInWindow': 'Du kan flytta in vilken dag som helst från {first} till {last}.',
  'web.flow.basket.title': 'Din varukorg',
  'web.flow.basket.changeOptions': 'Ändra alternativen',
  'web.flow.basket.continue': 'Fortsätt till dina uppgifter',
  'web.flow.notAvailable.title': 'Inte tillgängligt detta datum',
  'web.flow.notAvailable.text': 'Tyvärr är {name} inte tillgängligt från och med {date}.',
  'web.flow.notAvailable.textWithoutName':
    'Tyvärr är det här förrådet inte tillgängligt från och med {date}.',
  'web.flow.notAvailable.nextDate': 'Nästa lediga datum är {date}.',
  'web.flow.notAvailable.chooseNextDate': 'Flytta in den {date}',
  'web.flow.notAvailable.chooseDate': 'Välj ett annat datum',
  'web.flow.notAvailable.chooseUnitType': 'Välj ett annat förråd',
  'web.flow.notAvailable.alternatives': 'Andra förråd på den här anläggningen',
  'web.flow.customer.back': 'Tillbaka till varukorgen',
  'web.flow.customer.loadError': 'Listan över länder kunde inte laddas.',
  'web.flow.customer.submitError': 'Din bokning kunde inte skickas. Försök igen.',
  'web.flow.continue.title': 'Vi fortsätter din bokning',
} satisfies Record<keyof typeof english, string>;
