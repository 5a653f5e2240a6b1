import type english from './en';

/** Messages of shared access in the portal and of the sign-in page for new customers in sv. */
export default {
  'web.portal.managedLocation.notice':
    'Du förvaltar den här anläggningen åt en annan kund. Här ser du kundens bokningar och fakturor; bara kunden själv kan göra ändringar.',
  'web.auth.login.newCustomer':
    'Ny här? Efter din första bokning mejlar vi dig en länk där du väljer ditt lösenord.',
} satisfies Record<keyof typeof english, string>;
