import type english from './en';

/** Messages of booking with a customer account (hold countdown, booking in progress, account details) in lv. */
export default {
  'ui.checkout.holdCountdown.label': 'Atlikušais laiks rezervācijas pabeigšanai',
  'ui.checkout.holdCountdown.warning': '{minutes, plural, zero {Rezervācijas pabeigšanai atlikušas # minūtes. Pēc tam telpa tiks atbrīvota.} one {Rezervācijas pabeigšanai atlikusi # minūte. Pēc tam telpa tiks atbrīvota.} other {Rezervācijas pabeigšanai atlikušas # minūtes. Pēc tam telpa tiks atbrīvota.}}',
  'ui.checkout.holdCountdown.expired': 'Rezervācijas pabeigšanas laiks ir beidzies.',
  'ui.checkout.openCheckout.text': 'Jums ir iesākta rezervācija (rezervēta vēl {time}).',
  'ui.checkout.openCheckout.textWithUnitType': 'Jums ir iesākta rezervācija: {unitType} (rezervēta vēl {time}).',
  'ui.checkout.openCheckout.continue': 'Turpināt rezervāciju',
  'ui.checkout.openCheckout.startOver': 'Sākt no jauna',
  'ui.checkout.openCheckout.startingOver': 'Sāk no jauna…',
  'ui.checkout.openCheckout.startOverError': 'Iesākto rezervāciju neizdevās atcelt. Lūdzu, mēģiniet vēlreiz.',
  'ui.checkout.resultSummary.emailSentWithPortalLink': 'Mēs nosūtījām apstiprinājumu uz {email} ar saiti uz jūsu klientu portālu.',
  'ui.checkout.resultSummary.bookingInPortal': 'Skatīt šo rezervāciju klientu portālā',
  'ui.customer.customerForm.summaryIntro': 'Jūs rezervējat ar savu klienta kontu un šiem datiem:',
  'ui.customer.customerForm.summaryName': 'Vārds un uzvārds',
  'ui.customer.customerForm.summaryAddress': 'Adrese',
  'ui.customer.customerForm.editDetails': 'Labot datus',
  'ui.customer.customerForm.emailFromAccount': 'Rezervācija tiks piesaistīta jūsu klienta kontam ar šo e-pasta adresi.',
  'web.flow.customer.accountLoading': 'Notiek konta datu ielāde…',
  'web.flow.customer.accountLoadError': 'Konta datus neizdevās ielādēt.',
  'web.flow.alreadyBooked.portalLink': 'Atvērt klientu portālu',
} satisfies Record<keyof typeof english, string>;
