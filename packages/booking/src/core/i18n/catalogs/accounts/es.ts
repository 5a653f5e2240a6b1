import type english from './en';

/** Messages of booking with a customer account (hold countdown, booking in progress, account details) in es. */
export default {
  'ui.checkout.holdCountdown.label': 'Tiempo restante para completar su reserva',
  'ui.checkout.holdCountdown.warning': '{minutes, plural, one {Queda # minuto para completar su reserva. Después, el trastero quedará libre.} other {Quedan # minutos para completar su reserva. Después, el trastero quedará libre.}}',
  'ui.checkout.holdCountdown.expired': 'El tiempo para completar su reserva se ha agotado.',
  'ui.checkout.openCheckout.text': 'Tiene una reserva en curso (reservada durante {time} más).',
  'ui.checkout.openCheckout.textWithUnitType': 'Tiene una reserva de {unitType} en curso (reservada durante {time} más).',
  'ui.checkout.openCheckout.continue': 'Continuar la reserva',
  'ui.checkout.openCheckout.startOver': 'Empezar de nuevo',
  'ui.checkout.openCheckout.startingOver': 'Empezando de nuevo…',
  'ui.checkout.openCheckout.startOverError': 'No se ha podido cancelar su reserva en curso. Inténtelo de nuevo.',
  'ui.checkout.resultSummary.emailSentWithPortalLink': 'Hemos enviado una confirmación a {email}, con un enlace para abrir su portal del cliente.',
  'ui.checkout.resultSummary.bookingInPortal': 'Ver esta reserva en su portal del cliente',
  'ui.customer.customerForm.summaryIntro': 'Está reservando con su cuenta de cliente, con estos datos:',
  'ui.customer.customerForm.summaryName': 'Nombre',
  'ui.customer.customerForm.summaryAddress': 'Dirección',
  'ui.customer.customerForm.editDetails': 'Editar datos',
  'ui.customer.customerForm.emailFromAccount': 'La reserva se asigna a su cuenta de cliente con esta dirección de correo electrónico.',
  'web.flow.customer.accountLoading': 'Cargando los datos de su cuenta…',
  'web.flow.customer.accountLoadError': 'No se han podido cargar los datos de su cuenta.',
  'web.flow.alreadyBooked.portalLink': 'Ir al portal del cliente',
} satisfies Record<keyof typeof english, string>;
