import type english from './en';

/** Messages of shared access in the portal and of the sign-in page for new customers in pt. */
export default {
  'web.portal.managedLocation.notice':
    'Gere este local em nome de outro cliente. Aqui vê as reservas e faturas dele; só o próprio cliente pode fazer alterações.',
  'web.auth.login.newCustomer':
    'É novo por cá? Após a sua primeira reserva, enviamos-lhe por e-mail uma ligação para definir a sua palavra-passe.',
} satisfies Record<keyof typeof english, string>;
