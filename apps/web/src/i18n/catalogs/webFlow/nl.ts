import type english from './en';

/** Messages of the reference app booking pages (web.flow.*) in nl. */
export default {
  'web.flow.loading': 'Laden…',
  'web.flow.priceHint': 'Kies een ingangsdatum en een factuurperiode om de prijs te zien.',
  'web.flow.priceError': 'De prijs kon niet worden berekend. Probeer het later opnieuw.',
  'web.flow.unitSelection.title': 'Kies uw opslagruimte',
  'web.flow.unitSelection.loading': 'De opslagruimtes worden geladen…',
  'web.flow.unitSelection.loadError': 'De opslagruimtes konden niet worden geladen.',
  'web.flow.interest.title': 'Uitverkocht? Meld uw interesse aan',
  'web.flow.interest.intro':
    'Laat uw gegevens achter, dan nemen wij contact met u op zodra een ruimte van dit type vrijkomt.',
  'web.flow.interest.open': 'Interesse in {name} aanmelden',
  'web.flow.unitType.title': 'Uw boeking wordt voorbereid',
  'web.flow.unitType.loading': 'De opslagruimte wordt geladen…',
  'web.flow.unitType.loadError': 'De opslagruimte kon niet worden geladen.',
  'web.flow.options.title': 'Opties voor {name}',
  'web.flow.options.changeUnitType': 'Andere opslagruimte kiezen',
  'web.flow.options.moveInDate.heading': 'Vanaf wanneer wilt u de ruimte gebruiken?',
  'web.flow.options.billingPeriod.heading': 'Hoe wilt u gefactureerd worden?',
  'web.flow.options.insurance.heading': 'Kies een verzekering voor uw spullen',
  'web.flow.options.products.heading': 'Heeft u nog iets anders nodig?',
  'web.flow.options.checkingAvailability': 'Beschikbaarheid wordt gecontroleerd…',
  'web.flow.options.loadError': 'Deze opties konden niet worden geladen.',
  'web.flow.options.continue': 'Verder naar de winkelwagen',
  'web.flow.options.planChange.removed':
    '{name} wordt niet aangeboden bij het abonnement ‘{plan}’ en is uit uw boeking verwijderd.',
  'web.flow.options.discountRemoved':
    'De kortingscode {code} is verwijderd omdat uw opties zijn gewijzigd. U kunt hem in de winkelwagen opnieuw invoeren.',
  'web.flow.options.preview.needsScript':
    'Zet JavaScript aan in je browser om je opties te kiezen en online te boeken.',
  'web.flow.options.preview.moveInWindow': 'Je kunt op elke dag van {first} tot en met {last} intrekken.',
  'web.flow.basket.title': 'Uw winkelwagen',
  'web.flow.basket.changeOptions': 'Opties wijzigen',
  'web.flow.basket.continue': 'Verder naar uw gegevens',
  'web.flow.notAvailable.title': 'Niet beschikbaar op deze datum',
  'web.flow.notAvailable.text': 'Helaas is {name} niet beschikbaar vanaf {date}.',
  'web.flow.notAvailable.textWithoutName': 'Helaas is deze opslagruimte niet beschikbaar vanaf {date}.',
  'web.flow.notAvailable.nextDate': 'De eerstvolgende vrije datum is {date}.',
  'web.flow.notAvailable.chooseNextDate': 'Beginnen op {date}',
  'web.flow.notAvailable.chooseDate': 'Andere datum kiezen',
  'web.flow.notAvailable.chooseUnitType': 'Andere opslagruimte kiezen',
  'web.flow.notAvailable.alternatives': 'Andere opslagruimtes op deze locatie',
  'web.flow.customer.back': 'Terug naar de winkelwagen',
  'web.flow.customer.loadError': 'De landenlijst kon niet worden geladen.',
  'web.flow.customer.submitError': 'Uw boeking kon niet worden verstuurd. Probeer het opnieuw.',
  'web.flow.continue.title': 'Uw boeking wordt hervat',
} satisfies Record<keyof typeof english, string>;
