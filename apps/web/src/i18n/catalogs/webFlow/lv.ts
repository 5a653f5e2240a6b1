import type english from './en';

/** Messages of the reference app booking pages (web.flow.*) in lv. */
export default {
  'web.flow.loading': 'Notiek ielāde…',
  'web.flow.priceHint': 'Izvēlieties ievākšanās datumu un norēķinu periodu, lai redzētu cenu.',
  'web.flow.priceError': 'Cenu neizdevās aprēķināt. Lūdzu, mēģiniet vēlreiz vēlāk.',
  'web.flow.unitSelection.title': 'Izvēlieties noliktavas telpu',
  'web.flow.unitSelection.loading': 'Notiek noliktavas telpu ielāde…',
  'web.flow.unitSelection.loadError': 'Noliktavas telpas neizdevās ielādēt.',
  'web.flow.interest.title': 'Izpārdots? Piesakiet savu interesi',
  'web.flow.interest.intro':
    'Atstājiet savu kontaktinformāciju, un mēs ar Jums sazināsimies, tiklīdz atbrīvosies šāda veida telpa.',
  'web.flow.interest.open': 'Pieteikt interesi par {name}',
  'web.flow.unitType.title': 'Notiek rezervācijas sagatavošana',
  'web.flow.unitType.loading': 'Notiek noliktavas telpas ielāde…',
  'web.flow.unitType.loadError': 'Noliktavas telpu neizdevās ielādēt.',
  'web.flow.options.title': 'Iespējas: {name}',
  'web.flow.options.changeUnitType': 'Izvēlēties citu noliktavas telpu',
  'web.flow.options.moveInDate.heading': 'Kad vēlaties ievākties?',
  'web.flow.options.billingPeriod.heading': 'Kā vēlaties norēķināties?',
  'web.flow.options.insurance.heading': 'Izvēlieties apdrošināšanu savām mantām',
  'web.flow.options.products.heading': 'Vai Jums vajag vēl kaut ko?',
  'web.flow.options.checkingAvailability': 'Notiek pieejamības pārbaude…',
  'web.flow.options.loadError': 'Šīs iespējas neizdevās ielādēt.',
  'web.flow.options.continue': 'Turpināt uz grozu',
  'web.flow.options.planChange.removed':
    '{name} netiek piedāvāts ar plānu “{plan}” un ir noņemts no jūsu rezervācijas.',
  'web.flow.options.discountRemoved':
    'Atlaides kods {code} tika noņemts, jo jūsu izvēles mainījās. To var ievadīt vēlreiz grozā.',
  'web.flow.options.preview.needsScript':
    'Lai izvēlētos iespējas un rezervētu tiešsaistē, ieslēdziet pārlūkā JavaScript.',
  'web.flow.options.preview.moveInWindow': 'Ievākties varat jebkurā dienā no {first} līdz {last}.',
  'web.flow.basket.title': 'Jūsu grozs',
  'web.flow.basket.changeOptions': 'Mainīt iespējas',
  'web.flow.basket.continue': 'Turpināt uz Jūsu datiem',
  'web.flow.notAvailable.title': 'Šajā datumā nav pieejams',
  'web.flow.notAvailable.text': 'Diemžēl telpa {name} nav pieejama šajā datumā: {date}.',
  'web.flow.notAvailable.textWithoutName': 'Diemžēl šī noliktavas telpa nav pieejama šajā datumā: {date}.',
  'web.flow.notAvailable.nextDate': 'Nākamais brīvais datums: {date}.',
  'web.flow.notAvailable.chooseNextDate': 'Ievākties: {date}',
  'web.flow.notAvailable.chooseDate': 'Izvēlēties citu datumu',
  'web.flow.notAvailable.chooseUnitType': 'Izvēlēties citu noliktavas telpu',
  'web.flow.notAvailable.alternatives': 'Citas noliktavas telpas šajā vietā',
  'web.flow.customer.back': 'Atpakaļ uz grozu',
  'web.flow.customer.loadError': 'Valstu sarakstu neizdevās ielādēt.',
  'web.flow.customer.submitError': 'Rezervāciju neizdevās nosūtīt. Lūdzu, mēģiniet vēlreiz.',
  'web.flow.continue.title': 'Notiek rezervācijas turpināšana',
} satisfies Record<keyof typeof english, string>;
