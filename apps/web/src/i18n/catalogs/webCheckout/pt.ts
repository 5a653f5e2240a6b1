import type english from './en';

/** Messages of the reference app checkout pages (web.checkout.*) in pt. */
export default {
  'web.checkout.loadError': 'Não foi possível carregar a finalização da sua reserva.',
  'web.checkout.reason.paymentDeclined':
    'O seu cartão foi recusado e não foi cobrado qualquer valor. Tente novamente ou utilize outro cartão.',
  'web.checkout.reason.foreignSession':
    'Essa ligação pertencia a outra sessão de reserva, pelo que nada foi alterado. Pode continuar a sua reserva aqui.',
  'web.checkout.reason.unknownBasket': 'Não encontrámos esta reserva em curso.',
  'web.checkout.summary.title': 'A sua reserva',
  'web.checkout.summary.unitType': 'Espaço de armazenamento',
  'web.checkout.summary.moveInDate': 'Data de entrada',
  'web.checkout.summary.dueNow': 'A pagar agora',
  'web.checkout.summary.recurring': 'Renda por período',
  'web.checkout.verify.waiting':
    'O seu banco ainda não confirmou o pagamento. Continue na página de pagamento para o concluir.',
  'web.checkout.createBooking.creating': 'A criar a sua reserva…',
  'web.checkout.createBooking.error':
    'Ainda não foi possível criar a sua reserva. Nada foi reservado em duplicado.',
  'web.checkout.success.loading': 'A carregar a confirmação da sua reserva…',
  'web.checkout.success.loadError': 'Não foi possível carregar a confirmação da sua reserva.',
  'web.checkout.success.invalidTitle': 'Esta ligação de confirmação não é válida',
  'web.checkout.success.invalidText':
    'Não foi possível confirmar nenhuma reserva a partir desta ligação. Se fez uma reserva, encontrará os detalhes no seu e-mail de confirmação.',
  'web.checkout.signed.title': 'Contrato assinado',
  'web.checkout.signed.text': 'Obrigado por assinar. Continue a sua reserva para a concluir.',
  'web.checkout.signed.closeText': 'Obrigado por assinar. Pode fechar esta página e continuar onde começou.',
  'web.checkout.signed.continue': 'Continuar a reserva',
  'web.checkout.idCheckRedirect.title': 'Verificação de identidade concluída',
  'web.checkout.idCheckRedirect.text':
    'Obrigado. Pode fechar esta página e continuar a sua reserva onde a começou.',
} satisfies Record<keyof typeof english, string>;
