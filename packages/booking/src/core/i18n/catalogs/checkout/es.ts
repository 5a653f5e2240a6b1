import type english from './en';

/** Messages of the checkout: step indicator, provider hand-off and return panels, result summary, Stripe card payment in es. */
export default {
  'ui.checkout.stepIndicator.label': 'Pasos para finalizar la reserva',
  'ui.checkout.stepIndicator.summary': 'Paso {current, number} de {total, number}: {step}',
  'ui.checkout.stepIndicator.completed': '(completado)',
  'ui.checkout.providerHandOff.paymentTitle': 'Pague su reserva',
  'ui.checkout.providerHandOff.paymentText':
    'Le redirigiremos a nuestro proveedor de pagos para que pague de forma segura con tarjeta. Después volverá aquí automáticamente.',
  'ui.checkout.providerHandOff.paymentContinue': 'Continuar al pago',
  'ui.checkout.providerHandOff.paymentPending': 'Preparando la página de pago…',
  'ui.checkout.providerHandOff.paymentError': 'No se ha podido abrir la página de pago. Inténtelo de nuevo.',
  'ui.checkout.providerHandOff.eSignatureTitle': 'Firme su contrato de alquiler',
  'ui.checkout.providerHandOff.eSignatureText':
    'Le redirigiremos a nuestro proveedor de firma para que firme electrónicamente su contrato de alquiler. Después volverá aquí automáticamente.',
  'ui.checkout.providerHandOff.eSignatureContinue': 'Continuar a la firma',
  'ui.checkout.providerHandOff.eSignaturePending': 'Preparando la página de firma…',
  'ui.checkout.providerHandOff.eSignatureError':
    'No se ha podido abrir la página de firma. Inténtelo de nuevo.',
  'ui.checkout.providerHandOff.idCheckTitle': 'Verifique su identidad',
  'ui.checkout.providerHandOff.idCheckText':
    'Le redirigiremos a nuestro proveedor de verificación de identidad para que verifique su identidad con un documento de identidad. Después volverá aquí automáticamente.',
  'ui.checkout.providerHandOff.idCheckContinue': 'Continuar a la verificación de identidad',
  'ui.checkout.providerHandOff.idCheckPending': 'Preparando la verificación de identidad…',
  'ui.checkout.providerHandOff.idCheckError':
    'No se ha podido abrir la verificación de identidad. Inténtelo de nuevo.',
  'ui.checkout.returnStatus.paymentChecking': 'Comprobando su pago',
  'ui.checkout.returnStatus.paymentSuccess': 'Pago recibido',
  'ui.checkout.returnStatus.paymentFailed': 'Pago no completado',
  'ui.checkout.returnStatus.paymentFailedText':
    'No se ha podido confirmar su pago. Inténtelo de nuevo o utilice otra tarjeta.',
  'ui.checkout.returnStatus.eSignatureChecking': 'Comprobando su firma',
  'ui.checkout.returnStatus.eSignatureSuccess': 'Contrato firmado',
  'ui.checkout.returnStatus.eSignatureFailed': 'Firma no completada',
  'ui.checkout.returnStatus.eSignatureFailedText': 'No se ha podido confirmar su firma. Inténtelo de nuevo.',
  'ui.checkout.returnStatus.idCheckChecking': 'Comprobando su identidad',
  'ui.checkout.returnStatus.idCheckSuccess': 'Identidad verificada',
  'ui.checkout.returnStatus.idCheckFailed': 'Verificación de identidad no completada',
  'ui.checkout.returnStatus.idCheckFailedText':
    'No se ha podido confirmar su verificación de identidad. Inténtelo de nuevo.',
  'ui.checkout.returnStatus.checkingText': 'Esto tarda unos segundos. Mantenga esta página abierta.',
  'ui.checkout.returnStatus.successText': 'Gracias. Le llevamos al siguiente paso.',
  'ui.checkout.returnStatus.continue': 'Continuar',
  'ui.checkout.resultSummary.title': 'Reserva confirmada',
  'ui.checkout.resultSummary.emailSent': 'Hemos enviado una confirmación a {email}.',
  'ui.checkout.resultSummary.reference': 'Referencia de la reserva',
  'ui.checkout.resultSummary.unitType': 'Trastero',
  'ui.checkout.resultSummary.unit': 'Número de trastero',
  'ui.checkout.resultSummary.location': 'Ubicación',
  'ui.checkout.resultSummary.moveInDate': 'Fecha de entrada',
  'ui.checkout.resultSummary.paidNow': 'Pagado ahora',
  'ui.checkout.resultSummary.recurring':
    '{period, select, weekly {Cada semana} monthly {Cada mes} other {Importe periódico}}',
  'ui.checkout.resultSummary.portalLink': 'Ir al portal del cliente',
  'ui.checkout.resultSummary.emailSentWithPortalLink':
    'Hemos enviado una confirmación a {email}, con un enlace para abrir su portal del cliente.',
  'ui.checkout.resultSummary.bookingInPortal': 'Ver esta reserva en su portal del cliente',

  'ui.checkout.holdCountdown.label': 'Tiempo restante para completar su reserva',
  'ui.checkout.holdCountdown.warning':
    '{minutes, plural, one {Queda # minuto para completar su reserva. Después, el trastero quedará libre.} other {Quedan # minutos para completar su reserva. Después, el trastero quedará libre.}}',
  'ui.checkout.holdCountdown.expired': 'El tiempo para completar su reserva se ha agotado.',

  'ui.checkout.stripe.formLabel': 'Datos de la tarjeta',
  'ui.checkout.stripe.loading': 'Cargando el formulario seguro de la tarjeta…',
  'ui.checkout.stripe.loadError':
    'No se ha podido cargar el formulario de la tarjeta. Compruebe su conexión e inténtelo de nuevo.',
  'ui.checkout.stripe.pay': 'Pagar {amount}',
  'ui.checkout.stripe.saveCard': 'Guardar la tarjeta',
  'ui.checkout.stripe.processingPayment': 'Procesando su pago…',
  'ui.checkout.stripe.savingCard': 'Guardando su tarjeta…',
  'ui.checkout.stripe.confirmError':
    'No se ha podido confirmar su tarjeta. Inténtelo de nuevo o utilice otra tarjeta.',

  // The failed identity check's page (IdCheckFailedPage): shown only in the checkout, so loaded with it.
  'ui.checkout.idCheckFailed.title': 'Identidad no confirmada',
  'ui.checkout.idCheckFailed.text':
    'No hemos podido confirmar su identidad con esta verificación. Inténtelo de nuevo con un documento de identidad válido o póngase en contacto con el servicio de asistencia.',
} satisfies Record<keyof typeof english, string>;
