import type english from './en';

/** Messages of shared access in the portal and of the sign-in page for new customers in fr. */
export default {
  'web.portal.managedLocation.notice':
    'Vous gérez ce site pour un autre client. Vous voyez ici ses réservations et ses factures ; seul ce client peut les modifier.',
  'web.auth.login.newCustomer':
    'Nouveau client ? Après votre première réservation, nous vous envoyons par e-mail un lien pour définir votre mot de passe.',
} satisfies Record<keyof typeof english, string>;
