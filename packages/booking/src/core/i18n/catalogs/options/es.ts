import type english from './en';

/** Messages of the booking options: move-in date, billing plan, insurance, products and discount code in es. */
export default {
  'ui.options.price.perPeriod':
    '{period, select, weekly {{price} a la semana} monthly {{price} al mes} other {{price} (pago único)}}',
  'ui.options.moveInDatePicker.range': 'Elija una fecha entre el {min} y el {max}.',
  'ui.options.moveInDatePicker.unitUnavailable':
    'No hay ningún trastero de este tipo libre a partir de esta fecha. Elija otra fecha.',
  'ui.options.moveInDatePicker.dateUnavailable': 'No se puede elegir esta fecha. Elija otra fecha.',
  'ui.options.billingPlanSelector.showMore': 'Mostrar más periodos de facturación',
  'ui.options.insuranceSelector.coverage': 'Cobertura de hasta {amount}',
  'ui.options.insuranceSelector.showMore': 'Mostrar más seguros',
  'ui.options.productSelector.oneTime': 'Productos de pago único',
  'ui.options.productSelector.recurring': 'Productos de pago periódico',
  'ui.options.productSelector.quantity': 'Cantidad',
  'ui.options.productSelector.decrease': 'Reducir la cantidad de {name}',
  'ui.options.productSelector.increase': 'Aumentar la cantidad de {name}',
  'ui.options.productSelector.showMoreOneTime': 'Mostrar más productos de pago único',
  'ui.options.productSelector.showMoreRecurring': 'Mostrar más productos de pago periódico',
  'ui.options.discountCodePanel.label': 'Código de descuento',
  'ui.options.discountCodePanel.open': 'Tengo un código de descuento',
  'ui.options.discountCodePanel.apply': 'Aplicar',
  'ui.options.discountCodePanel.cancel': 'Cancelar',
  'ui.options.discountCodePanel.validating': 'Comprobando el código de descuento…',
  'ui.options.discountCodePanel.applied': 'Código de descuento {code} aplicado',
  'ui.options.discountCodePanel.remove': 'Quitar el código de descuento',
} satisfies Record<keyof typeof english, string>;
