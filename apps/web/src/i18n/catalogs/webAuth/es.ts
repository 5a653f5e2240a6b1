import type english from './en';

/** Messages of the reference app's sign-in pages and account actions (web.auth.*) in es. */
export default {
  'web.auth.login.title': 'Iniciar sesión',
  'web.auth.login.text': 'Inicie sesión para ver sus reservas y facturas y gestionar su método de pago.',
  'web.auth.login.submit': 'Iniciar sesión',
  'web.auth.redirecting': 'Le estamos llevando al inicio de sesión…',
  'web.auth.redirectFailed': 'No se ha podido abrir la página de inicio de sesión. Inténtelo de nuevo.',
  'web.auth.callback.signingIn': 'Iniciando su sesión…',
  'web.auth.callback.failedTitle': 'No se ha completado el inicio de sesión',
  'web.auth.signInAgain': 'Volver a iniciar sesión',
  'web.auth.logout.title': 'Ha cerrado sesión',
  'web.auth.logout.text':
    'Su sesión en este navegador ha finalizado. Vuelva a iniciar sesión para ver sus reservas.',
  'web.auth.logout.signingOut': 'Cerrando su sesión…',
  'web.auth.account.signIn': 'Iniciar sesión',
  'web.auth.account.myAccount': 'Mi cuenta',
  'web.auth.account.changePassword': 'Cambiar contraseña',
  'web.auth.account.menu': 'Menú de la cuenta',
  'web.auth.account.signOut': 'Cerrar sesión',
} satisfies Record<keyof typeof english, string>;
