import type english from './en';

/** Messages of the error and status pages: not found, forbidden, server error, session ended, already booked, e-signature and ID check outcomes, frame refusal in es. */
export default {
  'ui.status.action.backToStart': 'Volver a la página de inicio',
  'ui.status.action.startNewBooking': 'Iniciar una nueva reserva',
  'ui.status.action.signAgain': 'Volver a firmar el contrato',
  'ui.status.action.restartIdCheck': 'Volver a iniciar la verificación de identidad',
  'ui.status.action.signIn': 'Iniciar sesión',
  'ui.status.action.contactSupport': 'Contactar con el servicio de asistencia',
  'ui.status.action.contactSupportAt': 'Contactar con el servicio de asistencia en {email}',
  'ui.status.action.refresh': 'Volver a comprobar el estado',
  'ui.status.frameRefusal.title': 'Esta página no se puede mostrar aquí',
  'ui.status.frameRefusal.bookingText':
    'No se admite insertar la reserva en otro sitio web. Póngase en contacto con el servicio de asistencia.',
  'ui.status.frameRefusal.portalText':
    'No se admite insertar el portal del cliente en otro sitio web. Póngase en contacto con el servicio de asistencia.',
} satisfies Record<keyof typeof english, string>;
