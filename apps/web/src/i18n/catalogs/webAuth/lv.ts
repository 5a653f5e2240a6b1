import type english from './en';

/** Messages of the reference app's sign-in pages and account actions (web.auth.*) in lv. */
export default {
  'web.auth.login.title': 'Pieteikšanās',
  'web.auth.login.text':
    'Piesakieties, lai skatītu savas rezervācijas un rēķinus un pārvaldītu maksājuma veidu.',
  'web.auth.login.submit': 'Pieteikties',
  'web.auth.redirecting': 'Notiek pāradresācija uz pieteikšanos…',
  'web.auth.redirectFailed': 'Pieteikšanās lapu neizdevās atvērt. Lūdzu, mēģiniet vēlreiz.',
  'web.auth.callback.signingIn': 'Notiek pieteikšanās…',
  'web.auth.callback.failedTitle': 'Pieteikšanās netika pabeigta',
  'web.auth.signInAgain': 'Pieteikties vēlreiz',
  'web.auth.logout.title': 'Izrakstīšanās pabeigta',
  'web.auth.logout.text':
    'Jūsu sesija šajā pārlūkprogrammā ir beigusies. Piesakieties vēlreiz, lai skatītu savas rezervācijas.',
  'web.auth.logout.signingOut': 'Notiek izrakstīšanās…',
  'web.auth.account.signIn': 'Pieteikties',
  'web.auth.account.myAccount': 'Mans konts',
  'web.auth.account.changePassword': 'Mainīt paroli',
  'web.auth.account.menu': 'Konta izvēlne',
  'web.auth.account.signOut': 'Izrakstīties',
} satisfies Record<keyof typeof english, string>;
