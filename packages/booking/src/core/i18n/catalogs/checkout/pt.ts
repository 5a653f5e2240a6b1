import type english from './en';

/** Messages of the checkout: step indicator, provider hand-off and return panels, result summary, Stripe card payment in pt. */
export default {
  'ui.checkout.stepIndicator.label': 'Passos da finalização',
  'ui.checkout.stepIndicator.summary': 'Passo {current, number} de {total, number}: {step}',
  'ui.checkout.stepIndicator.completed': '(concluído)',
  'ui.checkout.providerHandOff.paymentTitle': 'Pague a sua reserva',
  'ui.checkout.providerHandOff.paymentText':
    'Irá abrir-se a página do nosso parceiro de pagamentos, onde pode pagar com cartão em segurança. Depois regressará automaticamente a esta página.',
  'ui.checkout.providerHandOff.paymentContinue': 'Continuar para o pagamento',
  'ui.checkout.providerHandOff.paymentPending': 'A preparar a página de pagamento…',
  'ui.checkout.providerHandOff.paymentError':
    'Não foi possível abrir a página de pagamento. Tente novamente.',
  'ui.checkout.providerHandOff.eSignatureTitle': 'Assine o seu contrato de arrendamento',
  'ui.checkout.providerHandOff.eSignatureText':
    'Irá abrir-se a página do nosso parceiro de assinatura, onde pode assinar eletronicamente o seu contrato de arrendamento. Depois regressará automaticamente a esta página.',
  'ui.checkout.providerHandOff.eSignatureContinue': 'Continuar para a assinatura',
  'ui.checkout.providerHandOff.eSignaturePending': 'A preparar a página de assinatura…',
  'ui.checkout.providerHandOff.eSignatureError':
    'Não foi possível abrir a página de assinatura. Tente novamente.',
  'ui.checkout.providerHandOff.idCheckTitle': 'Confirme a sua identidade',
  'ui.checkout.providerHandOff.idCheckText':
    'Irá abrir-se a página do nosso parceiro de verificação de identidade, onde pode confirmar a sua identidade com um documento de identificação. Depois regressará automaticamente a esta página.',
  'ui.checkout.providerHandOff.idCheckContinue': 'Continuar para a verificação de identidade',
  'ui.checkout.providerHandOff.idCheckPending': 'A preparar a verificação de identidade…',
  'ui.checkout.providerHandOff.idCheckError':
    'Não foi possível abrir a verificação de identidade. Tente novamente.',
  'ui.checkout.returnStatus.paymentChecking': 'A verificar o seu pagamento',
  'ui.checkout.returnStatus.paymentSuccess': 'Pagamento recebido',
  'ui.checkout.returnStatus.paymentFailed': 'Pagamento não concluído',
  'ui.checkout.returnStatus.paymentFailedText':
    'Não foi possível confirmar o seu pagamento. Tente novamente ou utilize outro cartão.',
  'ui.checkout.returnStatus.eSignatureChecking': 'A verificar a sua assinatura',
  'ui.checkout.returnStatus.eSignatureSuccess': 'Contrato assinado',
  'ui.checkout.returnStatus.eSignatureFailed': 'Assinatura não concluída',
  'ui.checkout.returnStatus.eSignatureFailedText':
    'Não foi possível confirmar a sua assinatura. Tente novamente.',
  'ui.checkout.returnStatus.idCheckChecking': 'A verificar a sua identidade',
  'ui.checkout.returnStatus.idCheckSuccess': 'Identidade confirmada',
  'ui.checkout.returnStatus.idCheckFailed': 'Verificação de identidade não concluída',
  'ui.checkout.returnStatus.idCheckFailedText':
    'Não foi possível confirmar a sua verificação de identidade. Tente novamente.',
  'ui.checkout.returnStatus.checkingText': 'Isto demora alguns segundos. Mantenha esta página aberta.',
  'ui.checkout.returnStatus.successText': 'Obrigado. A avançar para o passo seguinte.',
  'ui.checkout.returnStatus.continue': 'Continuar',
  'ui.checkout.resultSummary.title': 'Reserva confirmada',
  'ui.checkout.resultSummary.emailSent': 'Enviámos uma confirmação para {email}.',
  'ui.checkout.resultSummary.reference': 'Referência da reserva',
  'ui.checkout.resultSummary.unitType': 'Espaço de armazenamento',
  'ui.checkout.resultSummary.unit': 'Número do espaço',
  'ui.checkout.resultSummary.location': 'Localização',
  'ui.checkout.resultSummary.moveInDate': 'Data de entrada',
  'ui.checkout.resultSummary.paidNow': 'Pago agora',
  'ui.checkout.resultSummary.recurring':
    '{period, select, weekly {Todas as semanas} monthly {Todos os meses} other {Valor recorrente}}',
  'ui.checkout.resultSummary.portalLink': 'Ir para a área de cliente',
  'ui.checkout.resultSummary.emailSentWithPortalLink':
    'Enviámos uma confirmação para {email}, com uma ligação para abrir a sua área de cliente.',
  'ui.checkout.resultSummary.bookingInPortal': 'Ver esta reserva na sua área de cliente',

  'ui.checkout.holdCountdown.label': 'Tempo restante para concluir a sua reserva',
  'ui.checkout.holdCountdown.warning':
    '{minutes, plural, one {Falta # minuto para concluir a sua reserva. Depois, o espaço será libertado.} other {Faltam # minutos para concluir a sua reserva. Depois, o espaço será libertado.}}',
  'ui.checkout.holdCountdown.expired': 'O tempo para concluir a sua reserva esgotou-se.',

  'ui.checkout.stripe.formLabel': 'Dados do cartão',
  'ui.checkout.stripe.loading': 'A carregar o formulário seguro do cartão…',
  'ui.checkout.stripe.loadError':
    'Não foi possível carregar o formulário do cartão. Verifique a sua ligação e tente novamente.',
  'ui.checkout.stripe.pay': 'Pagar {amount}',
  'ui.checkout.stripe.saveCard': 'Guardar o cartão',
  'ui.checkout.stripe.processingPayment': 'A processar o seu pagamento…',
  'ui.checkout.stripe.savingCard': 'A guardar o seu cartão…',
  'ui.checkout.stripe.confirmError':
    'Não foi possível confirmar o seu cartão. Tente novamente ou utilize outro cartão.',

  // The failed identity check's page (IdCheckFailedPage): shown only in the checkout, so loaded with it.
  'ui.checkout.idCheckFailed.title': 'Identidade não confirmada',
  'ui.checkout.idCheckFailed.text':
    'Não foi possível confirmar a sua identidade com esta verificação. Tente novamente com um documento de identificação válido ou contacte o apoio ao cliente.',
} satisfies Record<keyof typeof english, string>;
