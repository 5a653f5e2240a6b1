import type english from './en';

/** Spanish messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Su identidad ya está verificada con nosotros, por lo que esta reserva no necesita verificación de identidad.',
  'ui.portal.notificationPreferences.title': 'Notificaciones',
  'ui.portal.notificationPreferences.intro': 'Elija qué mensajes le enviamos y cómo.',
  'ui.portal.notificationPreferences.caption': 'Notificaciones por canal',
  'ui.portal.notificationPreferences.kind': 'Mensaje',
  'ui.portal.notificationPreferences.email': 'Correo electrónico',
  'ui.portal.notificationPreferences.sms': 'SMS',
  'ui.portal.notificationPreferences.invoices': 'Facturas',
  'ui.portal.notificationPreferences.reminders': 'Recordatorios',
  'ui.portal.notificationPreferences.news': 'Novedades y ofertas',
  'ui.portal.notificationPreferences.invoicesByEmail': 'Facturas por correo electrónico',
  'ui.portal.notificationPreferences.remindersByEmail': 'Recordatorios por correo electrónico',
  'ui.portal.notificationPreferences.newsByEmail': 'Novedades y ofertas por correo electrónico',
  'ui.portal.notificationPreferences.invoicesBySms': 'Facturas por SMS',
  'ui.portal.notificationPreferences.remindersBySms': 'Recordatorios por SMS',
  'ui.portal.notificationPreferences.newsBySms': 'Novedades y ofertas por SMS',
  'ui.portal.notificationPreferences.newsNote':
    'Las novedades y ofertas son marketing: al activarlas da su consentimiento a mensajes comerciales; al desactivarlas en todos los canales lo retira.',
  'ui.portal.notificationPreferences.smsUnavailable':
    'Los mensajes por SMS necesitan un número de teléfono en sus datos de cliente.',
  'ui.portal.notificationPreferences.save': 'Guardar',
  'ui.portal.notificationPreferences.saving': 'Guardando…',
  'ui.portal.notificationPreferences.saved': 'Sus preferencias de notificación se han guardado.',
  'ui.portal.notificationPreferences.saveFailed':
    'No se pudieron guardar sus cambios. Siguen aquí: inténtelo de nuevo.',
  'ui.portal.notificationPreferences.loadFailed': 'No se pudieron cargar sus preferencias de notificación.',
  'ui.portal.notificationPreferences.retry': 'Reintentar',
} as const satisfies Record<keyof typeof english, string>;
