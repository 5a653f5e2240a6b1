import type { MailMessages } from './MailMessages';

export const nl: MailMessages = {
  greeting: 'Beste {name},',
  greetingNoName: 'Beste klant,',
  buttonFallback: 'Werkt de knop niet? Kopieer dan deze link naar uw browser:',
  footer: 'Dit is een automatische e-mail van {tenant}. Antwoorden worden niet gelezen.',
  summaryTitle: 'Uw boeking',
  bookingNumber: 'Boekingsnummer',
  unitType: 'Opslagruimte',
  unit: 'Nummer van de opslagruimte',
  location: 'Locatie',
  moveInDate: 'Ingangsdatum',
  paidNow: 'Nu betaald',
  recurringMonthly: 'Elke maand',
  recurringWeekly: 'Elke week',
  valid7Days: 'De link is 7 dagen geldig en werkt één keer.',
  valid1Hour: 'De link is 1 uur geldig en werkt één keer.',
  'activation.subject': 'Uw boeking bij {tenant}: open uw klantenportaal',
  'activation.intro':
    'Bedankt voor uw boeking bij {tenant}. Uw klantenportaal staat klaar: daar ziet u uw boeking en facturen en beheert u uw betaalmethode.',
  'activation.action': 'Kies een wachtwoord om uw klantenportaal te openen.',
  'activation.button': 'Wachtwoord kiezen',
  'reset.subject': 'Kies een nieuw wachtwoord voor {tenant}',
  'reset.intro':
    'We hebben een verzoek ontvangen om het wachtwoord van uw klantenportaal bij {tenant} opnieuw in te stellen.',
  'reset.button': 'Nieuw wachtwoord kiezen',
  'reset.ignore': 'Heeft u hier niet om gevraagd? Negeer dan deze e-mail. Uw wachtwoord blijft ongewijzigd.',
  'invitation.subject': '{owner} nodigt u uit om de opslagruimtes op locatie {location} te beheren',
  'invitation.intro':
    '{owner} nodigt u uit om de opslagruimtes op locatie {location} ({tenant}) mee te beheren. Na het accepteren ziet u in het klantenportaal de boekingen en facturen van die locatie.',
  'invitation.button': 'Uitnodiging accepteren',
  'invitation.ignore': 'Kent u {owner} niet? Negeer dan deze e-mail.',
  'confirmation.subject': 'Boeking bevestigd: {unitType} op locatie {location}',
  'confirmation.intro': 'Bedankt voor uw boeking bij {tenant}. Hier is een overzicht.',
  'confirmation.button': 'Naar het klantenportaal',
  'claim.subject': 'Er is een opslagruimte geboekt met uw e-mailadres',
  'claim.intro':
    'Iemand heeft bij {tenant} een opslagruimte geboekt met uw e-mailadres, zonder in te loggen.',
  'claim.ifYou': 'Was u dat? Log dan in om de boeking aan uw account toe te voegen.',
  'claim.button': 'Inloggen en boeking toevoegen',
  'claim.notYou': 'Was u dat niet? Dan kunt u deze e-mail negeren. Er is niets aan uw account veranderd.',
};
