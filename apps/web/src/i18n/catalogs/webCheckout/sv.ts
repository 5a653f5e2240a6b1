import type english from './en';

/** Messages of the reference app checkout pages (web.checkout.*) in sv. */
export default {
  'web.checkout.loadError': 'Kassan kunde inte laddas.',
  'web.checkout.reason.paymentDeclined':
    'Ditt kort nekades och ingenting har dragits. Försök igen eller använd ett annat kort.',
  'web.checkout.reason.foreignSession':
    'Länken hörde till en annan bokningssession, så ingenting har ändrats. Du kan fortsätta din bokning här.',
  'web.checkout.reason.unknownBasket': 'Vi kunde inte hitta den här kassasessionen.',
  'web.checkout.summary.title': 'Din bokning',
  'web.checkout.summary.unitType': 'Förråd',
  'web.checkout.summary.moveInDate': 'Inflyttningsdatum',
  'web.checkout.summary.dueNow': 'Att betala nu',
  'web.checkout.summary.recurring': 'Hyra per period',
  'web.checkout.verify.waiting':
    'Din bank har inte bekräftat betalningen ännu. Fortsätt på betalningssidan för att slutföra den.',
  'web.checkout.createBooking.creating': 'Din bokning skapas…',
  'web.checkout.createBooking.error': 'Din bokning kunde inte skapas ännu. Ingenting har bokats två gånger.',
  'web.checkout.success.loading': 'Din bokningsbekräftelse laddas…',
  'web.checkout.success.loadError': 'Din bokningsbekräftelse kunde inte laddas.',
  'web.checkout.success.invalidTitle': 'Den här bekräftelselänken är inte giltig',
  'web.checkout.success.invalidText':
    'Vi kunde inte bekräfta någon bokning utifrån den här länken. Om du har bokat finns uppgifterna i ditt bekräftelsemejl.',
  'web.checkout.signed.title': 'Avtalet är signerat',
  'web.checkout.signed.text': 'Tack för att du signerade. Fortsätt med din bokning för att slutföra den.',
  'web.checkout.signed.closeText':
    'Tack för att du signerade. Du kan stänga den här sidan och fortsätta där du började.',
  'web.checkout.signed.continue': 'Fortsätt med din bokning',
  'web.checkout.idCheckRedirect.title': 'ID-kontrollen är klar',
  'web.checkout.idCheckRedirect.text':
    'Tack. Du kan stänga den här sidan och fortsätta din bokning där du påbörjade den.',
} satisfies Record<keyof typeof english, string>;
