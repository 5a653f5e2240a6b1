import accounts from './accounts/pt';
import customer from './customer/pt';
import type english from './en';
import limits from './limits/pt';
import options from './options/pt';
import portalAccess from './portalAccess/pt';
import sessions from './sessions/pt';
import shell from './shell/pt';
import status from './status/pt';

/**
 * Portuguese (Portugal) messages of the SDK but the checkout's (those are in `later/pt.ts`).
 */
export default {
  'formValidation.required': 'Este campo é obrigatório.',
  'formValidation.email': 'Introduza um endereço de e-mail válido.',
  'formValidation.maxLength': 'Número máximo de caracteres: {max}.',
  'formValidation.minArrayLength': 'Número mínimo de seleções: {min}.',
  'formValidation.maxArrayLength': 'Número máximo de seleções: {max}.',
  'formValidation.phone': 'Introduza um número de telefone válido.',
  'formValidation.phonePrefix': 'O indicativo do país tem de começar por +.',
  'formValidation.postalCode': 'Introduza o código postal no formato {example}.',
  'formValidation.minDate': 'Escolha {date} ou uma data posterior.',
  'formValidation.maxDate': 'Escolha {date} ou uma data anterior.',
  'formValidation.discountCode': 'Este código de desconto não é válido.',
  'formValidation.default': 'Este campo não é válido.',

  'auth.invalidStateCode': 'Código de estado inválido. Inicie sessão novamente.',
  'auth.signInFailed': 'Não foi possível iniciar sessão. Tente novamente.',
  'auth.sessionExpired': 'A sua sessão expirou. Inicie sessão novamente.',

  'booking.step.unitSelection': 'Espaço de armazenamento',
  'booking.step.options': 'Opções',
  'booking.step.basket': 'Cesto',
  'booking.step.customer': 'Os seus dados',
  'booking.section.moveInDate': 'Data de entrada',
  'booking.section.billingPeriod': 'Período de faturação',
  'booking.section.insurance': 'Seguro',
  'booking.section.products': 'Produtos',

  'checkout.step.payment': 'Pagamento',
  'checkout.step.paymentVerify': 'Verificação do pagamento',
  'checkout.step.eSignature': 'Assinatura',
  'checkout.step.idCheck': 'Verificação de identidade',
  'checkout.step.createBooking': 'Reserva',
  'checkout.step.success': 'Reserva confirmada',
  'checkout.eSignatureCancelled.title': 'Assinatura cancelada',
  'checkout.eSignatureCancelled.text':
    'Cancelou a assinatura. Assine o contrato para concluir a sua reserva.',
  'checkout.eSignatureExpired.title': 'Assinatura expirada',
  'checkout.eSignatureExpired.text': 'A sessão de assinatura expirou. Assine novamente o contrato.',
  'checkout.idCheckExpired.title': 'Verificação de identidade expirada',
  'checkout.idCheckExpired.text': 'A sessão de verificação de identidade expirou. Inicie-a novamente.',
  'checkout.idCheckCancelled.title': 'Verificação de identidade cancelada',
  'checkout.idCheckCancelled.text':
    'Cancelou a verificação de identidade. Esta é necessária para concluir a sua reserva.',
  'checkout.idCheckInProgress.title': 'Verificação de identidade em curso',
  'checkout.idCheckInProgress.text':
    'A sua verificação de identidade ainda está a ser processada. Esta página será atualizada quando terminar.',
  'checkout.sessionEnded.title': 'Sessão terminada',
  'checkout.sessionEnded.text': 'A sua sessão de pagamento terminou. Recomece a sua reserva.',
  'checkout.alreadyBooked.title': 'Já reservado',
  'checkout.alreadyBooked.text':
    'Esta reserva está concluída. Enviámos a confirmação por e-mail, com uma ligação para a sua área de cliente.',
  'checkout.retry': 'Tentar novamente',

  'error.notFound.title': 'Página não encontrada',
  'error.notFound.text': 'A página que procura não existe.',
  'error.serverError.title': 'Algo correu mal',
  'error.serverError.text': 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
  'error.forbidden.title': 'Acesso negado',
  'error.forbidden.text': 'Não tem permissão para ver esta página.',

  'consent.title': 'Definições de cookies',
  'consent.necessary': 'Cookies necessários',
  'consent.marketing': 'Cookies de marketing',
  'consent.description':
    'Utilizamos cookies necessários para que este site funcione. Com o seu consentimento, utilizamos também cookies de marketing para medir e melhorar as nossas ofertas.',
  'consent.cookiePolicy': 'Política de cookies',
  'consent.saveSelected': 'Guardar seleção',
  'consent.acceptAll': 'Aceitar todos',

  'languageSwitcher.label': 'Idioma',

  'toast.success.title': 'Concluído',
  'toast.error.title': 'Algo correu mal',
  'toast.warn.title': 'Atenção',
  'toast.dismiss': 'Fechar notificação',

  'ui.unitType.priceFromMonthly': 'Preço a partir de {price} por mês',
  'ui.unitType.priceFromWeekly': 'Preço a partir de {price} por semana',
  'ui.unitType.unitsAvailable': 'Espaços disponíveis: {count, number}',
  'ui.unitType.soldOut': 'Esgotado',
  'ui.unitType.features': 'Características',
  'ui.unitType.select': 'Selecionar',
  'ui.unitTypeList.label': 'Espaços de armazenamento',
  'ui.unitTypeList.categories': 'Categoria',
  'ui.unitTypeList.allCategories': 'Todos',
  'ui.unitTypeList.empty': 'Não há espaços de armazenamento nesta categoria.',
  'ui.basket.title': 'A sua reserva',
  'ui.basket.location': 'Local',
  'ui.basket.unitType': 'Box de armazenamento',
  'ui.basket.moveInDate': 'Data de entrada',
  'ui.basket.everyMonth': 'Todos os meses',
  'ui.basket.everyWeek': 'Todas as semanas',
  'ui.basket.once': 'Uma vez, com o primeiro pagamento',
  'ui.basket.lineWithQuantity': '{quantity, number} × {label} ({unitAmount} cada)',
  'ui.basket.subtotal': 'Subtotal',
  'ui.basket.tax': 'IVA ({rate})',
  'ui.basket.includedTax': 'IVA incluído ({rate})',
  'ui.basket.subtotalExclTax': 'Subtotal sem IVA',
  'ui.price.exclTax': '{price} sem IVA',
  'ui.basket.dueNow': 'A pagar agora',
  'ui.basket.thenMonthly': 'Depois, {amount} por mês',
  'ui.basket.thenWeekly': 'Depois, {amount} por semana',
  'ui.basket.loading': 'A calcular o preço…',
  ...options,
  ...customer,
  ...shell,
  ...portalAccess,
  ...status,
  ...accounts,
  ...limits,
  ...sessions,
} satisfies Record<keyof typeof english, string>;
