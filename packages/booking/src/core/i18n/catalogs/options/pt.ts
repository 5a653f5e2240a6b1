import type english from './en';

/** Messages of the booking options: move-in date, billing plan, insurance, products and discount code in pt. */
export default {
  'ui.options.price.perPeriod':
    '{period, select, weekly {{price} por semana} monthly {{price} por mês} other {{price} (pagamento único)}}',
  'ui.options.moveInDatePicker.range': 'Escolha uma data entre {min} e {max}.',
  'ui.options.moveInDatePicker.unitUnavailable':
    'Não há nenhum espaço deste tipo livre a partir desta data. Escolha outra data.',
  'ui.options.moveInDatePicker.dateUnavailable': 'Não é possível escolher esta data. Escolha outra data.',
  'ui.options.billingPlanSelector.showMore': 'Mostrar mais períodos de faturação',
  'ui.options.insuranceSelector.coverage': 'Cobertura até {amount}',
  'ui.options.insuranceSelector.showMore': 'Mostrar mais seguros',
  'ui.options.productSelector.oneTime': 'Produtos de pagamento único',
  'ui.options.productSelector.recurring': 'Produtos recorrentes',
  'ui.options.productSelector.quantity': 'Quantidade',
  'ui.options.productSelector.decrease': 'Diminuir a quantidade de {name}',
  'ui.options.productSelector.increase': 'Aumentar a quantidade de {name}',
  'ui.options.productSelector.showMoreOneTime': 'Mostrar mais produtos de pagamento único',
  'ui.options.productSelector.showMoreRecurring': 'Mostrar mais produtos recorrentes',
  'ui.options.discountCodePanel.label': 'Código de desconto',
  'ui.options.discountCodePanel.open': 'Tenho um código de desconto',
  'ui.options.discountCodePanel.apply': 'Aplicar',
  'ui.options.discountCodePanel.cancel': 'Cancelar',
  'ui.options.discountCodePanel.validating': 'A verificar o código de desconto…',
  'ui.options.discountCodePanel.applied': 'Código de desconto {code} aplicado',
  'ui.options.discountCodePanel.remove': 'Remover o código de desconto',
} satisfies Record<keyof typeof english, string>;
