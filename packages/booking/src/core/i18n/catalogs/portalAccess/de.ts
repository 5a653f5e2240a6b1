import type english from './en';

/** Messages of shared access in the portal and of the sign-in page for new customers in de. */
export default {
  'web.portal.managedLocation.notice':
    'Sie verwalten diesen Standort für einen anderen Kunden. Sie sehen hier seine Buchungen und Rechnungen; ändern kann sie nur er selbst.',
  'web.auth.login.newCustomer':
    'Neu hier? Nach Ihrer ersten Buchung senden wir Ihnen per E-Mail einen Link, mit dem Sie Ihr Passwort festlegen.',
} satisfies Record<keyof typeof english, string>;
