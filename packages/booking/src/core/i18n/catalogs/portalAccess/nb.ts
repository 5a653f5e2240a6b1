import type english from './en';

/** Messages of shared access in the portal and of the sign-in page for new customers in nb. */
export default {
  'web.portal.managedLocation.notice':
    'Du forvalter dette anlegget for en annen kunde. Her ser du kundens bestillinger og fakturaer; bare kunden selv kan gjøre endringer.',
  'web.auth.login.newCustomer':
    'Ny her? Etter din første bestilling sender vi deg en e-post med en lenke der du velger passord.',
} satisfies Record<keyof typeof english, string>;
