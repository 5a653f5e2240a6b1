import type english from './en';

/** Messages of shared access in the portal and of the sign-in page for new customers in es. */
export default {
  'web.portal.managedLocation.notice':
    'Gestionas esta ubicación para otro cliente. Aquí puedes ver sus reservas y facturas; solo el cliente puede hacer cambios.',
  'web.auth.login.newCustomer':
    '¿Eres nuevo? Tras tu primera reserva te enviamos por correo un enlace para establecer tu contraseña.',
} satisfies Record<keyof typeof english, string>;
