import type english from './en';

/** Messages of the error and status pages: not found, forbidden, server error, session ended, already booked, e-signature and ID check outcomes, frame refusal in pt. */
export default {
  'ui.status.action.backToStart': 'Voltar à página inicial',
  'ui.status.action.startNewBooking': 'Iniciar uma nova reserva',
  'ui.status.action.signAgain': 'Assinar novamente o contrato',
  'ui.status.action.restartIdCheck': 'Iniciar novamente a verificação de identidade',
  'ui.status.action.signIn': 'Iniciar sessão',
  'ui.status.action.contactSupport': 'Contactar o apoio ao cliente',
  'ui.status.action.contactSupportAt': 'Contactar o apoio ao cliente através de {email}',
  'ui.status.action.refresh': 'Verificar novamente o estado',
  'ui.status.frameRefusal.title': 'Esta página não pode ser apresentada aqui',
  'ui.status.frameRefusal.bookingText':
    'A incorporação da reserva noutro site não é suportada. Contacte o apoio ao cliente.',
  'ui.status.frameRefusal.portalText':
    'A incorporação do portal do cliente noutro site não é suportada. Contacte o apoio ao cliente.',
} satisfies Record<keyof typeof english, string>;
