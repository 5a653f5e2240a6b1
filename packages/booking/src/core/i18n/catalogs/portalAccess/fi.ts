import type english from './en';

/** Messages of shared access in the portal and of the sign-in page for new customers in fi. */
export default {
  'web.portal.managedLocation.notice':
    'Hallinnoit tätä toimipaikkaa toisen asiakkaan puolesta. Näet täällä hänen varauksensa ja laskunsa; muutoksia voi tehdä vain asiakas itse.',
  'web.auth.login.newCustomer':
    'Uusi asiakas? Ensimmäisen varauksesi jälkeen lähetämme sähköpostitse linkin, jolla asetat salasanasi.',
} satisfies Record<keyof typeof english, string>;
