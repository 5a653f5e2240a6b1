import type english from './en';

/** Messages of the reference app's customer portal pages (web.portal.*) in es. */
export default {
  'web.portal.overview.title': 'Mi cuenta',
  'web.portal.locations.loading': 'Cargando sus centros…',
  'web.portal.overview.loading': 'Cargando su cuenta…',
  'web.portal.locations.loadError': 'No se han podido cargar sus centros.',
  'web.portal.bookings.loadError': 'No se han podido cargar sus reservas.',
  'web.portal.openInvoices.loadError': 'No se han podido cargar sus facturas pendientes.',
  'web.portal.invoiceHistory.loadError': 'No se ha podido cargar su historial de facturas.',
  'web.portal.paymentMethod.loadError': 'No se ha podido cargar su método de pago.',
  'web.portal.savedPaymentMethods.title': 'Métodos de pago guardados',
  'web.portal.savedPaymentMethods.loading': 'Cargando sus métodos de pago…',
  'web.portal.savedPaymentMethods.empty': 'No tiene métodos de pago guardados.',
  'web.portal.savedPaymentMethods.loadError': 'No se pudieron cargar sus métodos de pago.',
  'web.portal.savedPaymentMethods.needsVerification': 'requiere verificación',
  'web.portal.notifications.loadError': 'No se han podido cargar sus notificaciones.',
  'web.portal.cancel.done': 'La reserva {unit} está cancelada. Su último día es el {date}.',
  'web.portal.withdraw.done': 'Se ha retirado la cancelación de la reserva {unit}. Su alquiler continúa.',
  'web.portal.withdraw.failed': 'No se pudo retirar la cancelación de la reserva {unit}. Inténtelo de nuevo.',
  'web.portal.withdraw.tooLate':
    'La cancelación de la reserva {unit} ya no se puede retirar: ha llegado su último día.',
  'web.portal.sharedAccess.teaser': 'Permita que otras personas gestionen su cuenta en este centro.',
  'web.portal.sharedAccess.manage': 'Gestionar el acceso compartido',
  'web.portal.sharedAccess.title': 'Acceso compartido en {location}',
  'web.portal.sharedAccess.loadError': 'No se han podido cargar las personas con acceso compartido.',
  'web.portal.backToOverview': 'Volver a mi cuenta',
  'web.portal.paymentUpdate.title': 'Cambiar método de pago',
  'web.portal.paymentUpdate.lead':
    'Añada la tarjeta con la que se cobrará a partir de ahora su alquiler en {location}. Ahora no se cobra nada.',
  'web.portal.paymentUpdate.loading': 'Preparando el formulario de pago seguro…',
  'web.portal.paymentUpdate.loadError': 'No se ha podido abrir el formulario de pago seguro.',
  'web.portal.paymentUpdate.redirecting': 'Le estamos llevando a la página de pago segura…',
  'web.portal.paymentUpdate.continue': 'Continuar a la página de pago',
  'web.portal.paymentVerify.title': 'Nuevo método de pago',
  'web.portal.paymentVerify.saving': 'Guardando su nuevo método de pago…',
  'web.portal.paymentVerify.saved':
    'Su nuevo método de pago se ha guardado. A partir de ahora su alquiler se cobrará con él.',
  'web.portal.paymentVerify.savedToast': 'Su método de pago se ha actualizado.',
  'web.portal.paymentVerify.notSaved': 'La tarjeta no se ha guardado. Su método de pago no ha cambiado.',
  'web.portal.paymentVerify.invalid':
    'Esta tarjeta no se puede usar como método de pago. Su método de pago no ha cambiado.',
  'web.portal.paymentVerify.failed': 'No se ha podido guardar su nuevo método de pago. Vuelva a intentarlo.',
  'web.portal.paymentVerify.tryAgain': 'Volver a intentarlo',
} satisfies Record<keyof typeof english, string>;
