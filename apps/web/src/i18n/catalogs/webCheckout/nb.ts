import type english from './en';

/** Messages of the reference app checkout pages (web.checkout.*) in nb. */
export default {
  'web.checkout.loadError': 'Kassen kunne ikke lastes inn.',
  'web.checkout.reason.paymentDeclined':
    'Kortet ditt ble avvist, og ingenting ble trukket. Prøv igjen, eller bruk et annet kort.',
  'web.checkout.reason.foreignSession':
    'Lenken hørte til en annen bestillingsøkt, så ingenting ble endret. Du kan fortsette bestillingen din her.',
  'web.checkout.reason.unknownBasket': 'Vi fant ikke denne kassen.',
  'web.checkout.summary.title': 'Din bestilling',
  'web.checkout.summary.unitType': 'Lagerbod',
  'web.checkout.summary.moveInDate': 'Innflyttingsdato',
  'web.checkout.summary.dueNow': 'Å betale nå',
  'web.checkout.summary.recurring': 'Leie per periode',
  'web.checkout.verify.waiting':
    'Banken din har ikke bekreftet betalingen ennå. Fortsett på betalingssiden for å fullføre den.',
  'web.checkout.createBooking.creating': 'Bestillingen din opprettes…',
  'web.checkout.createBooking.error':
    'Bestillingen din kunne ikke opprettes ennå. Ingenting ble bestilt to ganger.',
  'web.checkout.success.loading': 'Bestillingsbekreftelsen din lastes inn…',
  'web.checkout.success.loadError': 'Bestillingsbekreftelsen din kunne ikke lastes inn.',
  'web.checkout.success.invalidTitle': 'Denne bekreftelseslenken er ikke gyldig',
  'web.checkout.success.invalidText':
    'Vi kunne ikke bekrefte noen bestilling fra denne lenken. Hvis du har bestilt, finner du detaljene i bekreftelsen vi sendte deg på e-post.',
  'web.checkout.signed.title': 'Avtalen er signert',
  'web.checkout.signed.text': 'Takk for at du signerte. Fortsett bestillingen for å fullføre den.',
  'web.checkout.signed.closeText':
    'Takk for at du signerte. Du kan lukke denne siden og fortsette der du startet.',
  'web.checkout.signed.continue': 'Fortsett bestillingen',
  'web.checkout.idCheckRedirect.title': 'ID-kontrollen er fullført',
  'web.checkout.idCheckRedirect.text':
    'Takk. Du kan lukke denne siden og fortsette bestillingen der du startet den.',
} satisfies Record<keyof typeof english, string>;
