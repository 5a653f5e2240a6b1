import type english from './en';

/** Messages of the reference app's customer portal pages (web.portal.*) in pt. */
export default {
  'web.portal.overview.title': 'A minha conta',
  'web.portal.locations.loading': 'A carregar as suas instalações…',
  'web.portal.overview.loading': 'A carregar a sua conta…',
  'web.portal.locations.loadError': 'Não foi possível carregar as suas instalações.',
  'web.portal.bookings.loadError': 'Não foi possível carregar as suas reservas.',
  'web.portal.openInvoices.loadError': 'Não foi possível carregar as suas faturas por pagar.',
  'web.portal.invoiceHistory.loadError': 'Não foi possível carregar o seu histórico de faturas.',
  'web.portal.paymentMethod.loadError': 'Não foi possível carregar o seu método de pagamento.',
  'web.portal.savedPaymentMethods.title': 'Métodos de pagamento guardados',
  'web.portal.savedPaymentMethods.loading': 'A carregar os seus métodos de pagamento…',
  'web.portal.savedPaymentMethods.empty': 'Não tem métodos de pagamento guardados.',
  'web.portal.savedPaymentMethods.loadError': 'Não foi possível carregar os seus métodos de pagamento.',
  'web.portal.savedPaymentMethods.needsVerification': 'requer verificação',
  'web.portal.notifications.loadError': 'Não foi possível carregar as suas notificações.',
  'web.portal.cancel.done': 'A reserva {unit} foi cancelada. O seu último dia é {date}.',
  'web.portal.withdraw.done': 'O cancelamento da reserva {unit} foi retirado. O seu aluguer continua.',
  'web.portal.withdraw.failed': 'Não foi possível retirar o cancelamento da reserva {unit}. Tente novamente.',
  'web.portal.withdraw.tooLate':
    'O cancelamento da reserva {unit} já não pode ser retirado: o último dia chegou.',
  'web.portal.sharedAccess.teaser': 'Permita que outras pessoas giram a sua conta nesta instalação.',
  'web.portal.sharedAccess.manage': 'Gerir o acesso partilhado',
  'web.portal.sharedAccess.title': 'Acesso partilhado – {location}',
  'web.portal.sharedAccess.loadError': 'Não foi possível carregar as pessoas com acesso partilhado.',
  'web.portal.backToOverview': 'Voltar à minha conta',
  'web.portal.paymentUpdate.title': 'Alterar método de pagamento',
  'web.portal.paymentUpdate.lead':
    'Adicione o cartão no qual a sua renda em {location} passará a ser cobrada. Nada é cobrado agora.',
  'web.portal.paymentUpdate.loading': 'A preparar o formulário de pagamento seguro…',
  'web.portal.paymentUpdate.loadError': 'Não foi possível abrir o formulário de pagamento seguro.',
  'web.portal.paymentUpdate.redirecting': 'A encaminhá-lo para a página de pagamento segura…',
  'web.portal.paymentUpdate.continue': 'Continuar para a página de pagamento',
  'web.portal.paymentVerify.title': 'Novo método de pagamento',
  'web.portal.paymentVerify.saving': 'A guardar o seu novo método de pagamento…',
  'web.portal.paymentVerify.saved':
    'O seu novo método de pagamento foi guardado. A partir de agora, a sua renda é cobrada nele.',
  'web.portal.paymentVerify.savedToast': 'O seu método de pagamento foi atualizado.',
  'web.portal.paymentVerify.notSaved':
    'O cartão não foi guardado. O seu método de pagamento não foi alterado.',
  'web.portal.paymentVerify.invalid':
    'Este cartão não pode ser utilizado como método de pagamento. O seu método de pagamento não foi alterado.',
  'web.portal.paymentVerify.failed':
    'Não foi possível guardar o seu novo método de pagamento. Tente novamente.',
  'web.portal.paymentVerify.tryAgain': 'Tentar novamente',
} satisfies Record<keyof typeof english, string>;
