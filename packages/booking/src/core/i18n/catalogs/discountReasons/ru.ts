import type english from './en';

/** Russian messages of a discount code that does not apply (see `./en`). */
export default {
  'formValidation.discountCodeUnknown': 'Такого промокода не существует. Проверьте написание.',
  'formValidation.discountCodeExpired': 'Срок действия этого промокода истёк.',
  'formValidation.discountCodeNotYetValid': 'Этот промокод ещё не действует.',
  'formValidation.discountCodeUnitType': 'Этот промокод не действует для этого типа бокса.',
  'formValidation.discountCodeBillingPlan': 'Этот промокод не действует с этим тарифным планом.',
  'formValidation.discountCodeCustomerType': 'Этот промокод не действует для этого типа клиента.',
  'ui.options.discountCodePanel.removed': 'Промокод {code} больше не действует и был удалён. {reason}',
} as const satisfies Record<keyof typeof english, string>;
