import type english from './en';

/** Messages of the reference app's customer portal pages (web.portal.*) in lv. */
export default {
  'web.portal.overview.title': 'Mans konts',
  'web.portal.locations.loading': 'Ielādē Jūsu filiāles…',
  'web.portal.overview.loading': 'Ielādē Jūsu kontu…',
  'web.portal.locations.loadError': 'Jūsu filiāles neizdevās ielādēt.',
  'web.portal.bookings.loadError': 'Jūsu rezervācijas neizdevās ielādēt.',
  'web.portal.openInvoices.loadError': 'Jūsu neapmaksātos rēķinus neizdevās ielādēt.',
  'web.portal.invoiceHistory.loadError': 'Jūsu rēķinu vēsturi neizdevās ielādēt.',
  'web.portal.paymentMethod.loadError': 'Jūsu maksājuma veidu neizdevās ielādēt.',
  'web.portal.savedPaymentMethods.title': 'Saglabātās maksājumu metodes',
  'web.portal.savedPaymentMethods.loading': 'Notiek jūsu maksājumu metožu ielāde…',
  'web.portal.savedPaymentMethods.empty': 'Jums nav saglabātu maksājumu metožu.',
  'web.portal.savedPaymentMethods.loadError': 'Jūsu maksājumu metodes neizdevās ielādēt.',
  'web.portal.savedPaymentMethods.needsVerification': 'jāapstiprina',
  'web.portal.notifications.loadError': 'Jūsu paziņojumus neizdevās ielādēt.',
  'web.portal.cancel.done': 'Rezervācija {unit} ir uzteikta. Jūsu pēdējā diena ir {date}.',
  'web.portal.withdraw.done': 'Rezervācijas {unit} uzteikums ir atsaukts. Jūsu īre turpinās.',
  'web.portal.withdraw.failed': 'Rezervācijas {unit} uzteikumu neizdevās atsaukt. Lūdzu, mēģiniet vēlreiz.',
  'web.portal.withdraw.tooLate':
    'Rezervācijas {unit} uzteikumu vairs nevar atsaukt: pēdējā diena ir pienākusi.',
  'web.portal.sharedAccess.teaser': 'Ļaujiet citām personām pārvaldīt Jūsu kontu šajā filiālē.',
  'web.portal.sharedAccess.manage': 'Pārvaldīt koplietoto piekļuvi',
  'web.portal.sharedAccess.title': 'Koplietota piekļuve – {location}',
  'web.portal.sharedAccess.loadError': 'Personas ar koplietotu piekļuvi neizdevās ielādēt.',
  'web.portal.backToOverview': 'Atpakaļ uz manu kontu',
  'web.portal.paymentUpdate.title': 'Mainīt maksājuma veidu',
  'web.portal.paymentUpdate.lead':
    'Pievienojiet karti, no kuras turpmāk tiks iekasēta īres maksa filiālē {location}. Pašlaik nekas netiek iekasēts.',
  'web.portal.paymentUpdate.loading': 'Sagatavo drošo maksājuma veidlapu…',
  'web.portal.paymentUpdate.loadError': 'Drošo maksājuma veidlapu neizdevās atvērt.',
  'web.portal.paymentUpdate.redirecting': 'Jūs tiekat novirzīts uz drošo maksājuma lapu…',
  'web.portal.paymentUpdate.continue': 'Turpināt uz maksājuma lapu',
  'web.portal.paymentVerify.title': 'Jauns maksājuma veids',
  'web.portal.paymentVerify.saving': 'Saglabā Jūsu jauno maksājuma veidu…',
  'web.portal.paymentVerify.saved':
    'Jūsu jaunais maksājuma veids ir saglabāts. Turpmāk īres maksa tiks iekasēta, izmantojot to.',
  'web.portal.paymentVerify.savedToast': 'Jūsu maksājuma veids ir atjaunināts.',
  'web.portal.paymentVerify.notSaved': 'Karte netika saglabāta. Jūsu maksājuma veids nav mainīts.',
  'web.portal.paymentVerify.invalid':
    'Šo karti nevar izmantot kā maksājuma veidu. Jūsu maksājuma veids nav mainīts.',
  'web.portal.paymentVerify.failed':
    'Jūsu jauno maksājuma veidu neizdevās saglabāt. Lūdzu, mēģiniet vēlreiz.',
  'web.portal.paymentVerify.tryAgain': 'Mēģināt vēlreiz',
} satisfies Record<keyof typeof english, string>;
