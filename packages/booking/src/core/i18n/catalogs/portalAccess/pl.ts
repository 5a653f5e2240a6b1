import type english from './en';

/** Messages of shared access in the portal and of the sign-in page for new customers in pl. */
export default {
  'web.portal.managedLocation.notice':
    'Zarządzasz tą lokalizacją w imieniu innego klienta. Widzisz tutaj jego rezerwacje i faktury; zmiany może wprowadzać tylko on.',
  'web.auth.login.newCustomer':
    'Jesteś tu nowy? Po pierwszej rezerwacji wyślemy Ci e-mailem link do ustawienia hasła.',
} satisfies Record<keyof typeof english, string>;
