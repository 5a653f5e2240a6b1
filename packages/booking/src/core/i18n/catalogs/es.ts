import accounts from './accounts/es';
import customer from './customer/es';
import type english from './en';
import limits from './limits/es';
import options from './options/es';
import portalAccess from './portalAccess/es';
import sessions from './sessions/es';
import shell from './shell/es';
import status from './status/es';

/**
 * Spanish messages of the SDK but the checkout's (those are in `later/es.ts`).
 */
export default {
  'formValidation.required': 'Este campo es obligatorio.',
  'formValidation.email': 'Introduzca una dirección de correo electrónico válida.',
  'formValidation.maxLength': 'Número máximo de caracteres: {max}.',
  'formValidation.minArrayLength': 'Número mínimo de selecciones: {min}.',
  'formValidation.maxArrayLength': 'Número máximo de selecciones: {max}.',
  'formValidation.phone': 'Introduzca un número de teléfono válido.',
  'formValidation.phonePrefix': 'El prefijo del país debe empezar por +.',
  'formValidation.postalCode': 'Introduzca el código postal con el formato {example}.',
  'formValidation.minDate': 'Elija el {date} o una fecha posterior.',
  'formValidation.maxDate': 'Elija el {date} o una fecha anterior.',
  'formValidation.discountCode': 'Este código de descuento no es válido.',
  'formValidation.default': 'Este campo no es válido.',

  'auth.invalidStateCode': 'Código de estado no válido. Vuelva a iniciar sesión.',
  'auth.signInFailed': 'No se ha podido iniciar sesión. Inténtelo de nuevo.',
  'auth.sessionExpired': 'Su sesión ha caducado. Vuelva a iniciar sesión.',

  'booking.step.unitSelection': 'Trastero',
  'booking.step.options': 'Opciones',
  'booking.step.basket': 'Cesta',
  'booking.step.customer': 'Sus datos',
  'booking.section.moveInDate': 'Fecha de entrada',
  'booking.section.billingPeriod': 'Periodo de facturación',
  'booking.section.insurance': 'Seguro',
  'booking.section.products': 'Productos',

  'checkout.step.payment': 'Pago',
  'checkout.step.paymentVerify': 'Verificación del pago',
  'checkout.step.eSignature': 'Firma',
  'checkout.step.idCheck': 'Verificación de identidad',
  'checkout.step.createBooking': 'Reserva',
  'checkout.step.success': 'Reserva confirmada',
  'checkout.eSignatureCancelled.title': 'Firma cancelada',
  'checkout.eSignatureCancelled.text': 'Ha cancelado la firma. Firme el contrato para completar su reserva.',
  'checkout.eSignatureExpired.title': 'Firma caducada',
  'checkout.eSignatureExpired.text': 'La sesión de firma ha caducado. Vuelva a firmar el contrato.',
  'checkout.idCheckExpired.title': 'Verificación de identidad caducada',
  'checkout.idCheckExpired.text': 'La sesión de verificación de identidad ha caducado. Iníciela de nuevo.',
  'checkout.idCheckCancelled.title': 'Verificación de identidad cancelada',
  'checkout.idCheckCancelled.text':
    'Ha cancelado la verificación de identidad. Es necesaria para completar su reserva.',
  'checkout.idCheckInProgress.title': 'Verificación de identidad en curso',
  'checkout.idCheckInProgress.text':
    'Su verificación de identidad aún se está procesando. Esta página se actualizará cuando termine.',
  'checkout.sessionEnded.title': 'Sesión finalizada',
  'checkout.sessionEnded.text': 'Su sesión de pago ha finalizado. Vuelva a empezar su reserva.',
  'checkout.alreadyBooked.title': 'Ya reservado',
  'checkout.alreadyBooked.text':
    'Esta reserva está completada. Le hemos enviado la confirmación por correo electrónico, con un enlace a su portal del cliente.',
  'checkout.retry': 'Volver a intentarlo',

  'error.notFound.title': 'Página no encontrada',
  'error.notFound.text': 'La página que busca no existe.',
  'error.serverError.title': 'Algo ha salido mal',
  'error.serverError.text': 'Se ha producido un error inesperado. Inténtelo de nuevo más tarde.',
  'error.forbidden.title': 'Acceso denegado',
  'error.forbidden.text': 'No tiene permiso para ver esta página.',

  'consent.title': 'Configuración de cookies',
  'consent.necessary': 'Cookies necesarias',
  'consent.marketing': 'Cookies de marketing',
  'consent.description':
    'Utilizamos cookies necesarias para que este sitio funcione. Con su consentimiento, también utilizamos cookies de marketing para medir y mejorar nuestras ofertas.',
  'consent.cookiePolicy': 'Política de cookies',
  'consent.saveSelected': 'Guardar selección',
  'consent.acceptAll': 'Aceptar todas',

  'languageSwitcher.label': 'Idioma',

  'toast.success.title': 'Correcto',
  'toast.error.title': 'Algo ha salido mal',
  'toast.warn.title': 'Tenga en cuenta',
  'toast.dismiss': 'Cerrar notificación',

  'ui.unitType.priceFromMonthly': 'Precio desde {price} al mes',
  'ui.unitType.priceFromWeekly': 'Precio desde {price} a la semana',
  'ui.unitType.unitsAvailable': 'Trasteros disponibles: {count, number}',
  'ui.unitType.soldOut': 'Agotado',
  'ui.unitType.features': 'Características',
  'ui.unitType.select': 'Seleccionar',
  'ui.unitTypeList.label': 'Trasteros',
  'ui.unitTypeList.categories': 'Categoría',
  'ui.unitTypeList.allCategories': 'Todos',
  'ui.unitTypeList.empty': 'No hay trasteros en esta categoría.',
  'ui.basket.title': 'Tu reserva',
  'ui.basket.location': 'Centro',
  'ui.basket.unitType': 'Trastero',
  'ui.basket.moveInDate': 'Fecha de entrada',
  'ui.basket.everyMonth': 'Cada mes',
  'ui.basket.everyWeek': 'Cada semana',
  'ui.basket.once': 'Una vez, con el primer pago',
  'ui.basket.lineWithQuantity': '{quantity, number} × {label} ({unitAmount} cada uno)',
  'ui.basket.subtotal': 'Subtotal',
  'ui.basket.tax': 'IVA ({rate})',
  'ui.basket.includedTax': 'IVA incluido ({rate})',
  'ui.basket.subtotalExclTax': 'Subtotal sin IVA',
  'ui.price.exclTax': '{price} sin IVA',
  'ui.basket.dueNow': 'A pagar ahora',
  'ui.basket.thenMonthly': 'Después, {amount} al mes',
  'ui.basket.thenWeekly': 'Después, {amount} a la semana',
  'ui.basket.loading': 'Calculando el precio…',
  ...options,
  ...customer,
  ...shell,
  ...portalAccess,
  ...status,
  ...accounts,
  ...limits,
  ...sessions,
} satisfies Record<keyof typeof english, string>;
