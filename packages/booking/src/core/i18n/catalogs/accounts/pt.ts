import type english from './en';

/** Messages of booking with a customer account (hold countdown, booking in progress, account details) in pt. */
export default {
  'ui.checkout.holdCountdown.label': 'Tempo restante para concluir a sua reserva',
  'ui.checkout.holdCountdown.warning': '{minutes, plural, one {Falta # minuto para concluir a sua reserva. Depois, o espaço será libertado.} other {Faltam # minutos para concluir a sua reserva. Depois, o espaço será libertado.}}',
  'ui.checkout.holdCountdown.expired': 'O tempo para concluir a sua reserva esgotou-se.',
  'ui.checkout.openCheckout.text': 'Tem uma reserva em curso (reservada por mais {time}).',
  'ui.checkout.openCheckout.textWithUnitType': 'Tem uma reserva de {unitType} em curso (reservada por mais {time}).',
  'ui.checkout.openCheckout.continue': 'Continuar a reserva',
  'ui.checkout.openCheckout.startOver': 'Recomeçar',
  'ui.checkout.openCheckout.startingOver': 'A recomeçar…',
  'ui.checkout.openCheckout.startOverError': 'Não foi possível cancelar a sua reserva em curso. Tente novamente.',
  'ui.checkout.resultSummary.emailSentWithPortalLink': 'Enviámos uma confirmação para {email}, com uma ligação para abrir a sua área de cliente.',
  'ui.checkout.resultSummary.bookingInPortal': 'Ver esta reserva na sua área de cliente',
  'ui.customer.customerForm.summaryIntro': 'Está a reservar com a sua conta de cliente, com estes dados:',
  'ui.customer.customerForm.summaryName': 'Nome',
  'ui.customer.customerForm.summaryAddress': 'Morada',
  'ui.customer.customerForm.editDetails': 'Editar dados',
  'ui.customer.customerForm.emailFromAccount': 'A reserva fica associada à sua conta de cliente com este endereço de e-mail.',
  'web.flow.customer.accountLoading': 'A carregar os dados da sua conta…',
  'web.flow.customer.accountLoadError': 'Não foi possível carregar os dados da sua conta.',
  'web.flow.alreadyBooked.portalLink': 'Ir para a área de cliente',
} satisfies Record<keyof typeof english, string>;
