import type { MailMessages } from './MailMessages';

export const de: MailMessages = {
  greeting: 'Hallo {name},',
  greetingNoName: 'Guten Tag,',
  buttonFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
  footer: 'Dies ist eine automatische E-Mail von {tenant}. Antworten darauf werden nicht gelesen.',
  summaryTitle: 'Ihre Buchung',
  bookingNumber: 'Buchungsnummer',
  unitType: 'Lagerabteil',
  unit: 'Abteilnummer',
  location: 'Standort',
  moveInDate: 'Einzugsdatum',
  paidNow: 'Jetzt bezahlt',
  recurringMonthly: 'Jeden Monat',
  recurringWeekly: 'Jede Woche',
  valid7Days: 'Der Link ist 7 Tage gültig und funktioniert einmal.',
  valid1Hour: 'Der Link ist 1 Stunde gültig und funktioniert einmal.',
  'activation.subject': 'Ihre Buchung bei {tenant}: Öffnen Sie Ihr Kundenportal',
  'activation.intro':
    'Vielen Dank für Ihre Buchung bei {tenant}. Ihr Kundenportal ist bereit: Dort sehen Sie Ihre Buchung und Rechnungen und verwalten Ihre Zahlungsmethode.',
  'activation.action': 'Wählen Sie ein Passwort, um Ihr Kundenportal zu öffnen.',
  'activation.button': 'Passwort wählen',
  'reset.subject': 'Neues Passwort für {tenant} wählen',
  'reset.intro':
    'Wir haben eine Anfrage erhalten, das Passwort Ihres Kundenportals bei {tenant} zurückzusetzen.',
  'reset.button': 'Neues Passwort wählen',
  'reset.ignore':
    'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail. Ihr Passwort bleibt unverändert.',
  'invitation.subject': '{owner} hat Sie eingeladen, die Lagerabteile am Standort {location} mitzuverwalten',
  'invitation.intro':
    '{owner} hat Sie eingeladen, die Lagerabteile am Standort {location} ({tenant}) mitzuverwalten. Nach der Annahme sehen Sie im Kundenportal die Buchungen und Rechnungen dieses Standorts.',
  'invitation.button': 'Einladung annehmen',
  'invitation.ignore': 'Falls Sie {owner} nicht kennen, ignorieren Sie diese E-Mail.',
  'confirmation.subject': 'Buchung bestätigt: {unitType} am Standort {location}',
  'confirmation.intro': 'Vielen Dank für Ihre Buchung bei {tenant}. Hier ist eine Übersicht.',
  'confirmation.button': 'Zum Kundenportal',
  'claim.subject': 'Mit Ihrer E-Mail-Adresse wurde ein Lagerabteil gebucht',
  'claim.intro':
    'Jemand hat bei {tenant} mit Ihrer E-Mail-Adresse ein Lagerabteil gebucht, ohne sich anzumelden.',
  'claim.ifYou': 'Falls Sie das waren, melden Sie sich an, um die Buchung Ihrem Konto hinzuzufügen.',
  'claim.button': 'Anmelden und Buchung hinzufügen',
  'claim.notYou':
    'Falls Sie das nicht waren, können Sie diese E-Mail ignorieren. An Ihrem Konto hat sich nichts geändert.',
  receiptTitle: 'Ihre Zahlung',
  invoiceNumber: 'Rechnungsnummer',
  amountPaid: 'Gezahlter Betrag',
  paidOn: 'Bezahlt am',
  paidWith: 'Bezahlt mit',
  'receipt.subject': 'Zahlung erhalten: Rechnung {invoice}',
  'receipt.intro':
    'Vielen Dank. Wir haben Ihre Zahlung für die Rechnung {invoice} am Standort {location} erhalten. Diese E-Mail ist Ihre Quittung.',
  'receipt.button': 'Ihre Rechnungen ansehen',
};
