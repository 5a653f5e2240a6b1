import type english from './en';

/** Messages of the customer form in es (Spanish). */
export default {
  'ui.customer.customerForm.customerType': 'Tipo de cliente',
  'ui.customer.customerForm.private': 'Particular',
  'ui.customer.customerForm.business': 'Empresa',
  'ui.customer.customerForm.firstName': 'Nombre',
  'ui.customer.customerForm.lastName': 'Apellidos',
  'ui.customer.customerForm.companyName': 'Nombre de la empresa',
  'ui.customer.customerForm.vatNumber': 'Número de IVA',
  'ui.customer.customerForm.street': 'Calle y número',
  'ui.customer.customerForm.zip': 'Código postal',
  'ui.customer.customerForm.city': 'Ciudad',
  'ui.customer.customerForm.country': 'País',
  'ui.customer.customerForm.countryPlaceholder': 'Elija un país',
  'ui.customer.customerForm.email': 'Correo electrónico',
  'ui.customer.customerForm.requiredNote': 'Los campos marcados con * son obligatorios.',
  'ui.customer.customerForm.required': 'obligatorio',
  'ui.customer.customerForm.conditions': 'Acepto {document}.',
  'ui.customer.customerForm.conditionsDocument': 'los términos y condiciones',
  'ui.customer.customerForm.privacy': 'He leído {document}.',
  'ui.customer.customerForm.privacyDocument': 'la política de privacidad',
  'ui.customer.customerForm.cancellation': 'He leído {document}.',
  'ui.customer.customerForm.cancellationDocument': 'la información sobre el derecho de desistimiento',
  'ui.customer.customerForm.errorSummary':
    '{count, plural, one {Corrija # campo.} other {Corrija # campos.}}',
  'ui.customer.customerForm.submit': 'Continuar al pago',
  'ui.customer.customerForm.submitting': 'Enviando sus datos…',
  'ui.customer.phoneField.label': 'Teléfono',
  'ui.customer.phoneField.prefix': 'Prefijo del país',
  'ui.customer.phoneField.number': 'Número de teléfono',
  'ui.customer.interestRegistrationForm.title': 'Su interés en {name}',
  'ui.customer.interestRegistrationForm.submit': 'Enviar registro',
  'ui.customer.interestRegistrationForm.submitting': 'Enviando su registro…',
  'ui.customer.interestRegistrationForm.success':
    '¡Gracias! Nos pondremos en contacto con usted en cuanto quede libre un trastero de este tipo.',
  'ui.customer.interestRegistrationForm.error': 'No se ha podido enviar su registro. Vuelva a intentarlo.',
} satisfies Record<keyof typeof english, string>;
