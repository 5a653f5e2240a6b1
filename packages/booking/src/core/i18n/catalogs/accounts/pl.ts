import type english from './en';

/** Messages of the booking pages for returning visitors and customer accounts (booking in progress, account details) in pl. */
export default {
  'ui.openCheckout.text': 'Masz rozpoczętą rezerwację (boks zarezerwowany jeszcze przez {time}).',
  'ui.openCheckout.textWithUnitType':
    'Masz rozpoczętą rezerwację: {unitType} (zarezerwowany jeszcze przez {time}).',
  'ui.openCheckout.continue': 'Kontynuuj rezerwację',
  'ui.openCheckout.startOver': 'Zacznij od nowa',
  'ui.openCheckout.startingOver': 'Rozpoczynanie od nowa…',
  'ui.openCheckout.startOverError': 'Nie udało się anulować rozpoczętej rezerwacji. Spróbuj ponownie.',
  'ui.customer.customerForm.summaryIntro': 'Rezerwujesz ze swojego konta klienta, z tymi danymi:',
  'ui.customer.customerForm.summaryName': 'Imię i nazwisko',
  'ui.customer.customerForm.summaryAddress': 'Adres',
  'ui.customer.customerForm.editDetails': 'Edytuj dane',
  'ui.customer.customerForm.emailFromAccount':
    'Rezerwacja trafi na Twoje konto klienta z tym adresem e-mail.',
  'web.flow.customer.accountLoading': 'Ładowanie danych konta…',
  'web.flow.customer.accountLoadError': 'Nie udało się załadować danych konta.',
  'web.flow.alreadyBooked.portalLink': 'Przejdź do portalu klienta',
} satisfies Record<keyof typeof english, string>;
