import type english from './en';

/** Messages of the reference app's sign-in pages and account actions (web.auth.*) in cs. */
export default {
  'web.auth.login.title': 'Přihlášení',
  'web.auth.login.text':
    'Přihlaste se, abyste viděli své rezervace a faktury a mohli spravovat platební metodu.',
  'web.auth.login.submit': 'Přihlásit se',
  'web.auth.redirecting': 'Přesměrováváme vás na přihlášení…',
  'web.auth.redirectFailed': 'Přihlašovací stránku se nepodařilo otevřít. Zkuste to znovu.',
  'web.auth.callback.signingIn': 'Probíhá přihlášení…',
  'web.auth.callback.failedTitle': 'Přihlášení nebylo dokončeno',
  'web.auth.signInAgain': 'Přihlásit se znovu',
  'web.auth.logout.title': 'Byli jste odhlášeni',
  'web.auth.logout.text':
    'Vaše relace v tomto prohlížeči byla ukončena. Přihlaste se znovu, abyste viděli své rezervace.',
  'web.auth.logout.signingOut': 'Probíhá odhlášení…',
  'web.auth.account.signIn': 'Přihlásit se',
  'web.auth.account.myAccount': 'Můj účet',
  'web.auth.account.changePassword': 'Změnit heslo',
  'web.auth.account.menu': 'Nabídka účtu',
  'web.auth.account.signOut': 'Odhlásit se',
} satisfies Record<keyof typeof english, string>;
