import type english from './en';

/** Messages of the customer form in pt (Portuguese (Portugal)). */
export default {
  'ui.customer.customerForm.customerType': 'Tipo de cliente',
  'ui.customer.customerForm.private': 'Particular',
  'ui.customer.customerForm.business': 'Empresa',
  'ui.customer.customerForm.firstName': 'Nome',
  'ui.customer.customerForm.lastName': 'Apelido',
  'ui.customer.customerForm.companyName': 'Nome da empresa',
  'ui.customer.customerForm.vatNumber': 'Número de IVA',
  'ui.customer.customerForm.street': 'Rua e número',
  'ui.customer.customerForm.zip': 'Código postal',
  'ui.customer.customerForm.city': 'Localidade',
  'ui.customer.customerForm.country': 'País',
  'ui.customer.customerForm.countryPlaceholder': 'Escolha um país',
  'ui.customer.customerForm.email': 'Endereço de e-mail',
  'ui.customer.customerForm.requiredNote': 'Os campos assinalados com * são obrigatórios.',
  'ui.customer.customerForm.required': 'obrigatório',
  'ui.customer.customerForm.conditions': 'Aceito {document}.',
  'ui.customer.customerForm.conditionsDocument': 'os termos e condições',
  'ui.customer.customerForm.privacy': 'Li {document}.',
  'ui.customer.customerForm.privacyDocument': 'a política de privacidade',
  'ui.customer.customerForm.cancellation': 'Li {document}.',
  'ui.customer.customerForm.cancellationDocument': 'as informações sobre o direito de livre resolução',
  'ui.customer.customerForm.errorSummary':
    '{count, plural, one {Corrija # campo.} other {Corrija # campos.}}',
  'ui.customer.customerForm.submit': 'Continuar para o pagamento',
  'ui.customer.customerForm.submitting': 'A enviar os seus dados…',
  'ui.customer.phoneField.label': 'Telefone',
  'ui.customer.phoneField.prefix': 'Indicativo do país',
  'ui.customer.phoneField.number': 'Número de telefone',
  'ui.customer.interestRegistrationForm.title': 'O seu interesse em {name}',
  'ui.customer.interestRegistrationForm.submit': 'Enviar registo',
  'ui.customer.interestRegistrationForm.submitting': 'A enviar o seu registo…',
  'ui.customer.interestRegistrationForm.success':
    'Obrigado! Entraremos em contacto consigo assim que um espaço deste tipo ficar livre.',
  'ui.customer.interestRegistrationForm.error': 'Não foi possível enviar o seu registo. Tente novamente.',
} satisfies Record<keyof typeof english, string>;
