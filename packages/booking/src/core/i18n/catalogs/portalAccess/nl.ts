import type english from './en';

/** Messages of shared access in the portal and of the sign-in page for new customers in nl. */
export default {
  'web.portal.managedLocation.notice':
    'U beheert deze locatie voor een andere klant. U ziet hier diens boekingen en facturen; alleen die klant kan iets wijzigen.',
  'web.auth.login.newCustomer':
    'Nieuw hier? Na uw eerste boeking mailen we u een link waarmee u uw wachtwoord instelt.',
} satisfies Record<keyof typeof english, string>;
