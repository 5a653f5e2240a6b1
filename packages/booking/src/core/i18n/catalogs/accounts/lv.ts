import type english from './en';

/** Messages of the booking pages for returning visitors and customer accounts (booking in progress, account details) in lv. */
export default {
  'ui.openCheckout.text': 'Jums ir iesākta rezervācija (rezervēta vēl {time}).',
  'ui.openCheckout.textWithUnitType': 'Jums ir iesākta rezervācija: {unitType} (rezervēta vēl {time}).',
  'ui.openCheckout.continue': 'Turpināt rezervāciju',
  'ui.openCheckout.startOver': 'Sākt no jauna',
  'ui.openCheckout.startingOver': 'Sāk no jauna…',
  'ui.openCheckout.startOverError': 'Iesākto rezervāciju neizdevās atcelt. Lūdzu, mēģiniet vēlreiz.',
  'ui.customer.customerForm.summaryIntro': 'Jūs rezervējat ar savu klienta kontu un šiem datiem:',
  'ui.customer.customerForm.summaryName': 'Vārds un uzvārds',
  'ui.customer.customerForm.summaryAddress': 'Adrese',
  'ui.customer.customerForm.editDetails': 'Labot datus',
  'ui.customer.customerForm.emailFromAccount':
    'Rezervācija tiks piesaistīta jūsu klienta kontam ar šo e-pasta adresi.',
  'web.flow.customer.accountLoading': 'Notiek konta datu ielāde…',
  'web.flow.customer.accountLoadError': 'Konta datus neizdevās ielādēt.',
  'web.flow.alreadyBooked.portalLink': 'Atvērt klientu portālu',
} satisfies Record<keyof typeof english, string>;
