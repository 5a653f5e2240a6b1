import type english from './en';

/** Portuguese messages of paying an open invoice in the customer portal (see `./en`). */
export default {
  'ui.portal.invoiceTable.payment': 'Pagamento',
  'ui.portal.invoiceTable.pay': 'Pagar agora',
  'ui.portal.invoiceTable.payLabel': 'Pagar agora: fatura {number}, {amount}',
  'ui.portal.notificationsList.payInvoice': 'Pagar a fatura agora',
  'ui.portal.invoicePayment.title': 'Pagar uma fatura',
  'ui.portal.invoicePayment.lead': 'Uma fatura em aberto de {location}.',
  'ui.portal.invoicePayment.summaryTitle': 'Fatura {number}',
  'ui.portal.invoicePayment.payOnFile': 'Pagar {amount} com {card}',
  'ui.portal.invoicePayment.cardLabel': '{brand} terminado em {last4}',
  'ui.portal.invoicePayment.payNewCard': 'Pagar com um cartão novo',
  'ui.portal.invoicePayment.payByCard': 'Pagar {amount} com cartão',
  'ui.portal.invoicePayment.newCardHint': 'Introduz o cartão na página segura do prestador de pagamentos.',
  'ui.portal.invoicePayment.loading': 'A carregar a fatura…',
  'ui.portal.invoicePayment.loadError': 'Não foi possível carregar a fatura.',
  'ui.portal.invoicePayment.notOpen': 'Esta fatura já não tem nada por pagar.',
  'ui.portal.invoicePayment.redirecting': 'A levá-lo para a página segura do cartão…',
  'ui.portal.invoicePayment.continue': 'Continuar para a página do cartão',
  'ui.portal.invoicePayment.verifying': 'A verificar o seu pagamento…',
  'ui.portal.invoicePayment.paid':
    'Obrigado. A fatura {number} está paga e o recibo está a caminho do seu e-mail.',
  'ui.portal.invoicePayment.declined':
    'O seu cartão foi recusado e nada foi cobrado. A fatura continua em aberto: tente novamente com outro cartão.',
  'ui.portal.invoicePayment.methodInvalid':
    'Não é possível cobrar o cartão registado. Pague antes com um cartão novo.',
  'ui.portal.invoicePayment.alreadyPaid': 'Esta fatura já está paga.',
  'ui.portal.invoicePayment.failed': 'Não foi possível efetuar o pagamento. Tente novamente.',
  'ui.portal.invoicePayment.unfinished': 'O pagamento ainda não está concluído.',
  'ui.portal.invoicePayment.tryAgain': 'Tentar novamente',
} as const satisfies Record<keyof typeof english, string>;
