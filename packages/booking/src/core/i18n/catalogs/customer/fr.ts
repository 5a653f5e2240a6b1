import type english from './en';

/** Messages of the customer form in fr (French). */
export default {
  'ui.customer.customerForm.customerType': 'Type de client',
  'ui.customer.customerForm.private': 'Particulier',
  'ui.customer.customerForm.business': 'Entreprise',
  'ui.customer.customerForm.firstName': 'Prénom',
  'ui.customer.customerForm.lastName': 'Nom',
  'ui.customer.customerForm.companyName': 'Nom de l’entreprise',
  'ui.customer.customerForm.vatNumber': 'Numéro de TVA',
  'ui.customer.customerForm.street': 'Rue et numéro',
  'ui.customer.customerForm.zip': 'Code postal',
  'ui.customer.customerForm.city': 'Ville',
  'ui.customer.customerForm.country': 'Pays',
  'ui.customer.customerForm.countryPlaceholder': 'Choisissez un pays',
  'ui.customer.customerForm.email': 'Adresse e-mail',
  'ui.customer.customerForm.requiredNote': 'Les champs marqués d’un * sont obligatoires.',
  'ui.customer.customerForm.required': 'obligatoire',
  'ui.customer.customerForm.conditions': 'J’accepte {document}.',
  'ui.customer.customerForm.conditionsDocument': 'les conditions générales',
  'ui.customer.customerForm.privacy': 'J’ai lu {document}.',
  'ui.customer.customerForm.privacyDocument': 'la politique de confidentialité',
  'ui.customer.customerForm.cancellation': 'J’ai lu {document}.',
  'ui.customer.customerForm.cancellationDocument': 'les informations sur le droit de rétractation',
  'ui.customer.customerForm.errorSummary':
    '{count, plural, one {Veuillez corriger # champ.} other {Veuillez corriger # champs.}}',
  'ui.customer.customerForm.submit': 'Passer au paiement',
  'ui.customer.customerForm.submitting': 'Envoi de vos informations…',
  'ui.customer.phoneField.label': 'Téléphone',
  'ui.customer.phoneField.prefix': 'Indicatif du pays',
  'ui.customer.phoneField.number': 'Numéro de téléphone',
  'ui.customer.interestRegistrationForm.title': 'Votre intérêt pour {name}',
  'ui.customer.interestRegistrationForm.submit': 'Envoyer la demande',
  'ui.customer.interestRegistrationForm.submitting': 'Envoi de votre demande…',
  'ui.customer.interestRegistrationForm.success':
    'Merci ! Nous vous contacterons dès qu’un box de ce type se libère.',
  'ui.customer.interestRegistrationForm.error': 'Votre demande n’a pas pu être envoyée. Veuillez réessayer.',
} satisfies Record<keyof typeof english, string>;
