import type english from './en';

/** Messages of shared access in the portal and of the sign-in page for new customers in ru. */
export default {
  'web.portal.managedLocation.notice':
    'Вы управляете этим складом для другого клиента. Здесь видны его бронирования и счета; вносить изменения может только сам клиент.',
  'web.auth.login.newCustomer':
    'Впервые у нас? После первого бронирования мы пришлём вам письмо со ссылкой для создания пароля.',
} satisfies Record<keyof typeof english, string>;
