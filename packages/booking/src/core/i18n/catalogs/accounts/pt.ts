import type english from './en';

/** Messages of the booking pages for returning visitors and customer accounts (booking in progress, account details) in pt. */
export default {
  'ui.openCheckout.text': 'Tem uma reserva em curso (reservada por mais {time}).',
  'ui.openCheckout.textWithUnitType': 'Tem uma reserva de {unitType} em curso (reservada por mais {time}).',
  'ui.openCheckout.continue': 'Continuar a reserva',
  'ui.openCheckout.startOver': 'Recomeçar',
  'ui.openCheckout.startingOver': 'A recomeçar…',
  'ui.openCheckout.startOverError': 'Não foi possível cancelar a sua reserva em curso. Tente novamente.',
  'ui.customer.customerForm.summaryIntro': 'Está a reservar com a sua conta de cliente, com estes dados:',
  'ui.customer.customerForm.summaryName': 'Nome',
  'ui.customer.customerForm.summaryAddress': 'Morada',
  'ui.customer.customerForm.editDetails': 'Editar dados',
  'ui.customer.customerForm.emailFromAccount':
    'A reserva fica associada à sua conta de cliente com este endereço de e-mail.',
  'web.flow.customer.accountLoading': 'A carregar os dados da sua conta…',
  'web.flow.customer.accountLoadError': 'Não foi possível carregar os dados da sua conta.',
  'web.flow.alreadyBooked.portalLink': 'Ir para a área de cliente',
} satisfies Record<keyof typeof english, string>;
