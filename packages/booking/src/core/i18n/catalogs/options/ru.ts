import type english from './en';

/** Messages of the booking options: move-in date, billing plan, insurance, products and discount code in ru. */
export default {
  'ui.options.price.perPeriod':
    '{period, select, weekly {{price} в неделю} monthly {{price} в месяц} other {{price} единоразово}}',
  'ui.options.moveInDatePicker.range': 'Выберите дату с {min} по {max}.',
  'ui.options.moveInDatePicker.unitUnavailable':
    'С этой даты нет свободных боксов этого типа. Пожалуйста, выберите другую дату.',
  'ui.options.moveInDatePicker.dateUnavailable': 'Эту дату выбрать нельзя. Пожалуйста, выберите другую дату.',
  'ui.options.billingPlanSelector.showMore': 'Показать ещё расчётные периоды',
  'ui.options.insuranceSelector.coverage': 'Страховая сумма до {amount}',
  'ui.options.insuranceSelector.showMore': 'Показать ещё варианты страхования',
  'ui.options.productSelector.oneTime': 'Товары с разовой оплатой',
  'ui.options.productSelector.recurring': 'Товары с регулярной оплатой',
  'ui.options.productSelector.quantity': 'Количество',
  'ui.options.productSelector.decrease': 'Уменьшить количество: {name}',
  'ui.options.productSelector.increase': 'Увеличить количество: {name}',
  'ui.options.productSelector.showMoreOneTime': 'Показать ещё товары с разовой оплатой',
  'ui.options.productSelector.showMoreRecurring': 'Показать ещё товары с регулярной оплатой',
  'ui.options.discountCodePanel.label': 'Промокод',
  'ui.options.discountCodePanel.open': 'У меня есть промокод',
  'ui.options.discountCodePanel.apply': 'Применить',
  'ui.options.discountCodePanel.cancel': 'Отмена',
  'ui.options.discountCodePanel.validating': 'Проверяем промокод…',
  'ui.options.discountCodePanel.applied': 'Промокод {code} применён',
  'ui.options.discountCodePanel.remove': 'Удалить промокод',
} satisfies Record<keyof typeof english, string>;
