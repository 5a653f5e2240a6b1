import type english from './en';

/** Messages of shared access in the portal and of the sign-in page for new customers in lv. */
export default {
  'web.portal.managedLocation.notice':
    'Jūs pārvaldāt šo atrašanās vietu cita klienta vārdā. Šeit redzamas viņa rezervācijas un rēķini; izmaiņas var veikt tikai pats klients.',
  'web.auth.login.newCustomer':
    'Esat šeit pirmo reizi? Pēc pirmās rezervācijas mēs nosūtīsim jums e-pastā saiti paroles iestatīšanai.',
} satisfies Record<keyof typeof english, string>;
