/** English messages of the booking options: move-in date, billing plan, insurance, products and discount code (ui.options.*). The reference for the other languages. */
export default {
  'ui.options.price.perPeriod':
    '{period, select, weekly {{price} per week} monthly {{price} per month} other {{price} one-off}}',
  'ui.options.moveInDatePicker.range': 'Choose a date from {min} to {max}.',
  'ui.options.moveInDatePicker.unitUnavailable':
    'No unit of this type is free from this date. Please choose another date.',
  'ui.options.moveInDatePicker.dateUnavailable': 'This date cannot be chosen. Please choose another date.',
  'ui.options.billingPlanSelector.showMore': 'Show more billing periods',
  'ui.options.insuranceSelector.coverage': 'Covers up to {amount}',
  'ui.options.insuranceSelector.showMore': 'Show more insurance options',
  'ui.options.productSelector.oneTime': 'One-time products',
  'ui.options.productSelector.recurring': 'Recurring products',
  'ui.options.productSelector.quantity': 'Quantity',
  'ui.options.productSelector.decrease': 'Decrease the quantity of {name}',
  'ui.options.productSelector.increase': 'Increase the quantity of {name}',
  'ui.options.productSelector.showMoreOneTime': 'Show more one-time products',
  'ui.options.productSelector.showMoreRecurring': 'Show more recurring products',
  'ui.options.discountCodePanel.label': 'Discount code',
  'ui.options.discountCodePanel.open': 'I have a discount code',
  'ui.options.discountCodePanel.apply': 'Apply',
  'ui.options.discountCodePanel.cancel': 'Cancel',
  'ui.options.discountCodePanel.validating': 'Checking the discount code…',
  'ui.options.discountCodePanel.applied': 'Discount code {code} applied',
  'ui.options.discountCodePanel.remove': 'Remove discount code',
} as const satisfies Record<string, string>;
