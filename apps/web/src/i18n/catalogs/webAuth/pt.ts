import type english from './en';

/** Messages of the reference app's sign-in pages and account actions (web.auth.*) in pt. */
export default {
  'web.auth.login.title': 'Iniciar sessão',
  'web.auth.login.text':
    'Inicie sessão para ver as suas reservas e faturas e gerir o seu método de pagamento.',
  'web.auth.login.submit': 'Iniciar sessão',
  'web.auth.redirecting': 'A redirecioná-lo para o início de sessão…',
  'web.auth.redirectFailed': 'Não foi possível abrir a página de início de sessão. Tente novamente.',
  'web.auth.callback.signingIn': 'A iniciar sessão…',
  'web.auth.callback.failedTitle': 'Início de sessão não concluído',
  'web.auth.signInAgain': 'Iniciar sessão novamente',
  'web.auth.logout.title': 'Terminou a sessão',
  'web.auth.logout.text':
    'A sua sessão neste navegador terminou. Inicie sessão novamente para ver as suas reservas.',
  'web.auth.logout.signingOut': 'A terminar a sessão…',
  'web.auth.account.signIn': 'Iniciar sessão',
  'web.auth.account.myAccount': 'A minha conta',
  'web.auth.account.changePassword': 'Alterar palavra-passe',
  'web.auth.account.menu': 'Menu da conta',
  'web.auth.account.signOut': 'Terminar sessão',
} satisfies Record<keyof typeof english, string>;
