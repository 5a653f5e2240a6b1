import type english from './en';

/** Messages of the reference app booking pages (web.flow.*) in nb. */
export default {
  'web.flow.loading': 'Laster inn…',
  'web.flow.priceHint': 'Velg en innflyttingsdato og en faktureringsperiode for å se prisen.',
  'web.flow.priceError': 'Prisen kunne ikke beregnes. Prøv igjen senere.',
  'web.flow.unitSelection.title': 'Velg lagerboden din',
  'web.flow.unitSelection.loading': 'Lagerbodene lastes inn…',
  'web.flow.unitSelection.loadError': 'Lagerbodene kunne ikke lastes inn.',
  'web.flow.interest.title': 'Utsolgt? Meld interesse',
  'web.flow.interest.intro':
    'Legg igjen opplysningene dine, så kontakter vi deg så snart en bod av denne typen blir ledig.',
  'web.flow.interest.open': 'Meld interesse for {name}',
  'web.flow.unitType.title': 'Bestillingen din forberedes',
  'web.flow.unitType.loading': 'Lagerboden lastes inn…',
  'web.flow.unitType.loadError': 'Lagerboden kunne ikke lastes inn.',
  'web.flow.options.title': 'Valg for {name}',
  'web.flow.options.changeUnitType': 'Velg en annen lagerbod',
  'web.flow.options.moveInDate.heading': 'Når vil du flytte inn?',
  'web.flow.options.billingPeriod.heading': 'Hvordan vil du faktureres?',
  'web.flow.options.insurance.heading': 'Velg en forsikring for eiendelene dine',
  'web.flow.options.products.heading': 'Trenger du noe mer?',
  'web.flow.options.checkingAvailability': 'Tilgjengeligheten sjekkes…',
  'web.flow.options.loadError': 'Disse valgene kunne ikke lastes inn.',
  'web.flow.options.continue': 'Gå videre til handlekurven',
  'web.flow.options.planChange.removed':
    '{name} tilbys ikke med planen «{plan}» og er fjernet fra bestillingen din.',
  'web.flow.options.discountRemoved':
    'Rabattkoden {code} ble fjernet fordi valgene dine ble endret. Du kan skrive den inn på nytt i handlekurven.',
  'web.flow.options.preview.needsScript':
    'Slå på JavaScript i nettleseren for å velge tilvalg og bestille på nett.',
  'web.flow.options.preview.moveInWindow': 'Du kan flytte inn hvilken som helst dag fra {first} til {last}.',
  'web.flow.basket.title': 'Handlekurven din',
  'web.flow.basket.changeOptions': 'Endre valgene',
  'web.flow.basket.continue': 'Gå videre til opplysningene dine',
  'web.flow.notAvailable.title': 'Ikke tilgjengelig på denne datoen',
  'web.flow.notAvailable.text': 'Dessverre er {name} ikke tilgjengelig fra {date}.',
  'web.flow.notAvailable.textWithoutName': 'Dessverre er denne lagerboden ikke tilgjengelig fra {date}.',
  'web.flow.notAvailable.nextDate': 'Neste ledige dato er {date}.',
  'web.flow.notAvailable.chooseNextDate': 'Flytt inn {date}',
  'web.flow.notAvailable.chooseDate': 'Velg en annen dato',
  'web.flow.notAvailable.chooseUnitType': 'Velg en annen lagerbod',
  'web.flow.notAvailable.alternatives': 'Andre lagerboder på dette stedet',
  'web.flow.customer.back': 'Tilbake til handlekurven',
  'web.flow.customer.loadError': 'Landlisten kunne ikke lastes inn.',
  'web.flow.customer.submitError': 'Bestillingen din kunne ikke sendes. Prøv igjen.',
  'web.flow.continue.title': 'Vi fortsetter bestillingen din',
} satisfies Record<keyof typeof english, string>;
