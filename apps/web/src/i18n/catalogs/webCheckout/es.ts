import type english from './en';

/** Messages of the reference app checkout pages (web.checkout.*) in es. */
export default {
  'web.checkout.loadError': 'No se ha podido cargar la finalización de su reserva.',
  'web.checkout.reason.paymentDeclined':
    'Su tarjeta ha sido rechazada y no se ha realizado ningún cargo. Vuelva a intentarlo o utilice otra tarjeta.',
  'web.checkout.reason.foreignSession':
    'Ese enlace pertenecía a otra sesión de reserva, por lo que no se ha cambiado nada. Puede continuar con su reserva aquí.',
  'web.checkout.reason.unknownBasket': 'No hemos encontrado esta reserva en curso.',
  'web.checkout.summary.title': 'Su reserva',
  'web.checkout.summary.unitType': 'Trastero',
  'web.checkout.summary.moveInDate': 'Fecha de entrada',
  'web.checkout.summary.dueNow': 'A pagar ahora',
  'web.checkout.summary.recurring': 'Alquiler por periodo',
  'web.checkout.verify.waiting':
    'Su banco aún no ha confirmado el pago. Continúe en la página de pago para completarlo.',
  'web.checkout.createBooking.creating': 'Creando su reserva…',
  'web.checkout.createBooking.error':
    'Todavía no se ha podido crear su reserva. No se ha reservado nada dos veces.',
  'web.checkout.success.loading': 'Cargando la confirmación de su reserva…',
  'web.checkout.success.loadError': 'No se ha podido cargar la confirmación de su reserva.',
  'web.checkout.success.invalidTitle': 'Este enlace de confirmación no es válido',
  'web.checkout.success.invalidText':
    'No hemos podido confirmar ninguna reserva con este enlace. Si ha hecho una reserva, encontrará los detalles en su correo electrónico de confirmación.',
  'web.checkout.signed.title': 'Contrato firmado',
  'web.checkout.signed.text': 'Gracias por firmar. Continúe con su reserva para completarla.',
  'web.checkout.signed.closeText': 'Gracias por firmar. Puede cerrar esta página y continuar donde empezó.',
  'web.checkout.signed.continue': 'Continuar con su reserva',
  'web.checkout.idCheckRedirect.title': 'Verificación de identidad completada',
  'web.checkout.idCheckRedirect.text':
    'Gracias. Puede cerrar esta página y continuar con su reserva donde la empezó.',
} satisfies Record<keyof typeof english, string>;
