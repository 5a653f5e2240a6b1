import type english from './en';

/** Spanish messages of paying an open invoice in the customer portal (see `./en`). */
export default {
  'ui.portal.invoiceTable.payment': 'Pago',
  'ui.portal.invoiceTable.pay': 'Pagar ahora',
  'ui.portal.invoiceTable.payLabel': 'Pagar ahora: factura {number}, {amount}',
  'ui.portal.notificationsList.payInvoice': 'Pagar la factura ahora',
  'ui.portal.invoicePayment.title': 'Pagar una factura',
  'ui.portal.invoicePayment.lead': 'Una factura pendiente de {location}.',
  'ui.portal.invoicePayment.summaryTitle': 'Factura {number}',
  'ui.portal.invoicePayment.payOnFile': 'Pagar {amount} con {card}',
  'ui.portal.invoicePayment.cardLabel': '{brand} terminada en {last4}',
  'ui.portal.invoicePayment.payNewCard': 'Pagar con una tarjeta nueva',
  'ui.portal.invoicePayment.payByCard': 'Pagar {amount} con tarjeta',
  'ui.portal.invoicePayment.newCardHint':
    'Introducirá la tarjeta en la página segura del proveedor de pagos.',
  'ui.portal.invoicePayment.loading': 'Cargando la factura…',
  'ui.portal.invoicePayment.loadError': 'No se pudo cargar la factura.',
  'ui.portal.invoicePayment.notOpen': 'Esta factura no tiene nada pendiente de pago.',
  'ui.portal.invoicePayment.redirecting': 'Le llevamos a la página segura de la tarjeta…',
  'ui.portal.invoicePayment.continue': 'Continuar a la página de la tarjeta',
  'ui.portal.invoicePayment.verifying': 'Comprobando su pago…',
  'ui.portal.invoicePayment.paid':
    'Gracias. La factura {number} está pagada y el recibo va de camino a su correo electrónico.',
  'ui.portal.invoicePayment.declined':
    'Su tarjeta fue rechazada y no se ha cobrado nada. La factura sigue pendiente: inténtelo de nuevo con otra tarjeta.',
  'ui.portal.invoicePayment.methodInvalid':
    'No se puede cobrar la tarjeta registrada. Pague con una tarjeta nueva.',
  'ui.portal.invoicePayment.alreadyPaid': 'Esta factura ya está pagada.',
  'ui.portal.invoicePayment.failed': 'No se pudo realizar el pago. Inténtelo de nuevo.',
  'ui.portal.invoicePayment.unfinished': 'El pago aún no ha terminado.',
  'ui.portal.invoicePayment.tryAgain': 'Intentar de nuevo',
} as const satisfies Record<keyof typeof english, string>;
