import type { MailMessages } from './MailMessages';

export const fr: MailMessages = {
  greeting: 'Bonjour {name},',
  greetingNoName: 'Bonjour,',
  buttonFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  footer: 'Ceci est un e-mail automatique de {tenant}. Les réponses ne sont pas lues.',
  summaryTitle: 'Votre réservation',
  bookingNumber: 'Référence de réservation',
  unitType: 'Box de stockage',
  unit: 'Numéro du box',
  location: 'Site',
  moveInDate: 'Date d’emménagement',
  paidNow: 'Payé maintenant',
  recurringMonthly: 'Chaque mois',
  recurringWeekly: 'Chaque semaine',
  valid7Days: 'Le lien est valable 7 jours et ne fonctionne qu’une fois.',
  valid1Hour: 'Le lien est valable 1 heure et ne fonctionne qu’une fois.',
  'activation.subject': 'Votre réservation chez {tenant} : ouvrez votre espace client',
  'activation.intro':
    'Merci pour votre réservation chez {tenant}. Votre espace client est prêt : vous y voyez votre réservation et vos factures et y gérez votre moyen de paiement.',
  'activation.action': 'Choisissez un mot de passe pour ouvrir votre espace client.',
  'activation.button': 'Choisir un mot de passe',
  'reset.subject': 'Choisissez un nouveau mot de passe pour {tenant}',
  'reset.intro':
    'Nous avons reçu une demande de réinitialisation du mot de passe de votre espace client chez {tenant}.',
  'reset.button': 'Choisir un nouveau mot de passe',
  'reset.ignore':
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail. Votre mot de passe reste inchangé.',
  'invitation.subject': '{owner} vous invite à gérer ses box de stockage sur le site {location}',
  'invitation.intro':
    '{owner} vous invite à gérer ses box de stockage sur le site {location} ({tenant}). Une fois l’invitation acceptée, vous verrez dans l’espace client les réservations et les factures de ce site.',
  'invitation.button': 'Accepter l’invitation',
  'invitation.ignore': 'Si vous ne connaissez pas {owner}, ignorez cet e-mail.',
  'confirmation.subject': 'Réservation confirmée : {unitType} sur le site {location}',
  'confirmation.intro': 'Merci pour votre réservation chez {tenant}. En voici le récapitulatif.',
  'confirmation.button': 'Accéder à l’espace client',
  'claim.subject': 'Un box a été réservé avec votre adresse e-mail',
  'claim.intro': 'Quelqu’un a réservé un box chez {tenant} avec votre adresse e-mail sans se connecter.',
  'claim.ifYou': 'Si c’était vous, connectez-vous pour ajouter la réservation à votre compte.',
  'claim.button': 'Se connecter et ajouter la réservation',
  'claim.notYou':
    'Si ce n’était pas vous, vous pouvez ignorer cet e-mail. Rien n’a changé dans votre compte.',
  receiptTitle: 'Votre paiement',
  invoiceNumber: 'Numéro de facture',
  amountPaid: 'Montant payé',
  paidOn: 'Payé le',
  paidWith: 'Payé avec',
  'receipt.subject': 'Paiement reçu : facture {invoice}',
  'receipt.intro':
    'Merci. Nous avons bien reçu votre paiement de la facture {invoice} pour {location}. Ce courriel vaut reçu.',
  'receipt.button': 'Voir vos factures',
};
