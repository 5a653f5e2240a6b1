import type { MailMessages } from './MailMessages';

export const es: MailMessages = {
  greeting: 'Hola, {name}:',
  greetingNoName: 'Hola:',
  buttonFallback: 'Si el botón no funciona, copie este enlace en su navegador:',
  footer: 'Este es un correo automático de {tenant}. Las respuestas no se leen.',
  summaryTitle: 'Su reserva',
  bookingNumber: 'Referencia de la reserva',
  unitType: 'Trastero',
  unit: 'Número de trastero',
  location: 'Ubicación',
  moveInDate: 'Fecha de entrada',
  paidNow: 'Pagado ahora',
  recurringMonthly: 'Cada mes',
  recurringWeekly: 'Cada semana',
  valid7Days: 'El enlace es válido durante 7 días y solo funciona una vez.',
  valid1Hour: 'El enlace es válido durante 1 hora y solo funciona una vez.',
  'activation.subject': 'Su reserva en {tenant}: abra su portal del cliente',
  'activation.intro':
    'Gracias por su reserva en {tenant}. Su portal del cliente está listo: en él puede ver su reserva y sus facturas y gestionar su método de pago.',
  'activation.action': 'Elija una contraseña para abrir su portal del cliente.',
  'activation.button': 'Elegir una contraseña',
  'reset.subject': 'Elija una nueva contraseña para {tenant}',
  'reset.intro':
    'Hemos recibido una solicitud para restablecer la contraseña de su portal del cliente en {tenant}.',
  'reset.button': 'Elegir una nueva contraseña',
  'reset.ignore': 'Si no lo ha solicitado, ignore este correo. Su contraseña no cambia.',
  'invitation.subject': '{owner} le ha invitado a gestionar sus trasteros en {location}',
  'invitation.intro':
    '{owner} le ha invitado a gestionar sus trasteros en {location} ({tenant}). Cuando acepte, verá en el portal del cliente las reservas y facturas de esa ubicación.',
  'invitation.button': 'Aceptar la invitación',
  'invitation.ignore': 'Si no conoce a {owner}, ignore este correo.',
  'confirmation.subject': 'Reserva confirmada: {unitType} en {location}',
  'confirmation.intro': 'Gracias por su reserva en {tenant}. Este es el resumen.',
  'confirmation.button': 'Ir al portal del cliente',
  'claim.subject': 'Se ha reservado un trastero con su dirección de correo electrónico',
  'claim.intro':
    'Alguien ha reservado un trastero en {tenant} con su dirección de correo electrónico sin iniciar sesión.',
  'claim.ifYou': 'Si fue usted, inicie sesión para añadir la reserva a su cuenta.',
  'claim.button': 'Iniciar sesión y añadir la reserva',
  'claim.notYou': 'Si no fue usted, puede ignorar este correo. No ha cambiado nada en su cuenta.',
};
