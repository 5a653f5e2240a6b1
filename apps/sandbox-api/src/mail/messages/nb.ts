import type { MailMessages } from './MailMessages';

export const nb: MailMessages = {
  greeting: 'Hei {name},',
  greetingNoName: 'Hei,',
  buttonFallback: 'Hvis knappen ikke virker, kan du kopiere denne lenken inn i nettleseren:',
  footer: 'Dette er en automatisk e-post fra {tenant}. Svar på den blir ikke lest.',
  summaryTitle: 'Din bestilling',
  bookingNumber: 'Bestillingsnummer',
  unitType: 'Lagerbod',
  unit: 'Bodnummer',
  location: 'Anlegg',
  moveInDate: 'Innflyttingsdato',
  paidNow: 'Betalt nå',
  recurringMonthly: 'Hver måned',
  recurringWeekly: 'Hver uke',
  valid7Days: 'Lenken er gyldig i 7 dager og virker én gang.',
  valid1Hour: 'Lenken er gyldig i 1 time og virker én gang.',
  'activation.subject': 'Bestillingen din hos {tenant}: åpne kundeportalen din',
  'activation.intro':
    'Takk for bestillingen hos {tenant}. Kundeportalen din er klar: der ser du bestillingen og fakturaene dine og administrerer betalingsmåten din.',
  'activation.action': 'Velg et passord for å åpne kundeportalen din.',
  'activation.button': 'Velg passord',
  'reset.subject': 'Velg et nytt passord for {tenant}',
  'reset.intro':
    'Vi har fått en forespørsel om å tilbakestille passordet til kundeportalen din hos {tenant}.',
  'reset.button': 'Velg nytt passord',
  'reset.ignore':
    'Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten. Passordet ditt forblir uendret.',
  'invitation.subject': '{owner} har invitert deg til å administrere lagerbodene sine på {location}',
  'invitation.intro':
    '{owner} har invitert deg til å administrere lagerbodene sine på {location} ({tenant}). Når du har godtatt, ser du anleggets bestillinger og fakturaer i kundeportalen.',
  'invitation.button': 'Godta invitasjonen',
  'invitation.ignore': 'Hvis du ikke kjenner {owner}, kan du se bort fra denne e-posten.',
  'confirmation.subject': 'Bestillingen er bekreftet: {unitType} på {location}',
  'confirmation.intro': 'Takk for bestillingen hos {tenant}. Her er et sammendrag.',
  'confirmation.button': 'Gå til kundeportalen',
  'claim.subject': 'En lagerbod er bestilt med e-postadressen din',
  'claim.intro': 'Noen har bestilt en lagerbod hos {tenant} med e-postadressen din uten å logge inn.',
  'claim.ifYou': 'Hvis det var deg, logg inn for å legge bestillingen til kontoen din.',
  'claim.button': 'Logg inn og legg til bestillingen',
  'claim.notYou':
    'Hvis det ikke var deg, kan du se bort fra denne e-posten. Ingenting i kontoen din er endret.',
  receiptTitle: 'Din betaling',
  invoiceNumber: 'Fakturanummer',
  amountPaid: 'Betalt beløp',
  paidOn: 'Betalt',
  paidWith: 'Betalt med',
  'receipt.subject': 'Betaling mottatt: faktura {invoice}',
  'receipt.intro':
    'Takk. Vi har mottatt betalingen din for faktura {invoice} ved {location}. Denne e-posten er kvitteringen din.',
  'receipt.button': 'Se fakturaene dine',
};
