import type english from './en';

/** Messages of the reference app checkout pages (web.checkout.*) in lv. */
export default {
  'web.checkout.loadError': 'Norēķinu lapu neizdevās ielādēt.',
  'web.checkout.reason.paymentDeclined':
    'Jūsu karte tika noraidīta, un nauda netika iekasēta. Lūdzu, mēģiniet vēlreiz vai izmantojiet citu karti.',
  'web.checkout.reason.foreignSession':
    'Šī saite piederēja citai rezervācijas sesijai, tāpēc nekas netika mainīts. Rezervāciju varat turpināt šeit.',
  'web.checkout.reason.unknownBasket': 'Mēs nevarējām atrast šo norēķinu sesiju.',
  'web.checkout.summary.title': 'Jūsu rezervācija',
  'web.checkout.summary.unitType': 'Noliktavas telpa',
  'web.checkout.summary.moveInDate': 'Ievākšanās datums',
  'web.checkout.summary.dueNow': 'Jāmaksā tagad',
  'web.checkout.summary.recurring': 'Nomas maksa par periodu',
  'web.checkout.verify.waiting':
    'Jūsu banka vēl nav apstiprinājusi maksājumu. Lai to pabeigtu, turpiniet maksājuma lapā.',
  'web.checkout.createBooking.creating': 'Notiek jūsu rezervācijas izveide…',
  'web.checkout.createBooking.error':
    'Jūsu rezervāciju vēl neizdevās izveidot. Nekas netika rezervēts divreiz.',
  'web.checkout.success.loading': 'Notiek rezervācijas apstiprinājuma ielāde…',
  'web.checkout.success.loadError': 'Rezervācijas apstiprinājumu neizdevās ielādēt.',
  'web.checkout.success.invalidTitle': 'Šī apstiprinājuma saite nav derīga',
  'web.checkout.success.invalidText':
    'Pēc šīs saites mēs nevarējām apstiprināt rezervāciju. Ja rezervācija ir veikta, informācija ir atrodama apstiprinājuma e-pastā.',
  'web.checkout.signed.title': 'Līgums parakstīts',
  'web.checkout.signed.text': 'Paldies par parakstīšanu. Turpiniet rezervāciju, lai to pabeigtu.',
  'web.checkout.signed.closeText':
    'Paldies par parakstīšanu. Varat aizvērt šo lapu un turpināt tur, kur sākāt.',
  'web.checkout.signed.continue': 'Turpināt rezervāciju',
  'web.checkout.idCheckRedirect.title': 'Identitātes pārbaude pabeigta',
  'web.checkout.idCheckRedirect.text':
    'Paldies. Varat aizvērt šo lapu un turpināt rezervāciju tur, kur to sākāt.',
} satisfies Record<keyof typeof english, string>;
