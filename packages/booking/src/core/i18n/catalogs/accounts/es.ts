import type english from './en';

/** Messages of the booking pages for returning visitors and customer accounts (booking in progress, account details) in es. */
export default {
  'ui.openCheckout.text': 'Tiene una reserva en curso (reservada durante {time} más).',
  'ui.openCheckout.textWithUnitType':
    'Tiene una reserva de {unitType} en curso (reservada durante {time} más).',
  'ui.openCheckout.continue': 'Continuar la reserva',
  'ui.openCheckout.startOver': 'Empezar de nuevo',
  'ui.openCheckout.startingOver': 'Empezando de nuevo…',
  'ui.openCheckout.startOverError': 'No se ha podido cancelar su reserva en curso. Inténtelo de nuevo.',
  'ui.customer.customerForm.summaryIntro': 'Está reservando con su cuenta de cliente, con estos datos:',
  'ui.customer.customerForm.summaryName': 'Nombre',
  'ui.customer.customerForm.summaryAddress': 'Dirección',
  'ui.customer.customerForm.editDetails': 'Editar datos',
  'ui.customer.customerForm.emailFromAccount':
    'La reserva se asigna a su cuenta de cliente con esta dirección de correo electrónico.',
  'web.flow.customer.accountLoading': 'Cargando los datos de su cuenta…',
  'web.flow.customer.accountLoadError': 'No se han podido cargar los datos de su cuenta.',
  'web.flow.alreadyBooked.portalLink': 'Ir al portal del cliente',
} satisfies Record<keyof typeof english, string>;
