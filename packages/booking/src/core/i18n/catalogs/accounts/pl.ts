import type english from './en';

/** Messages of booking with a customer account (hold countdown, booking in progress, account details) in pl. */
export default {
  'ui.checkout.holdCountdown.label': 'Czas na dokończenie rezerwacji',
  'ui.checkout.holdCountdown.warning': '{minutes, plural, one {Została # minuta na dokończenie rezerwacji. Potem boks zostanie zwolniony.} few {Zostały # minuty na dokończenie rezerwacji. Potem boks zostanie zwolniony.} many {Zostało # minut na dokończenie rezerwacji. Potem boks zostanie zwolniony.} other {Zostało # minuty na dokończenie rezerwacji. Potem boks zostanie zwolniony.}}',
  'ui.checkout.holdCountdown.expired': 'Czas na dokończenie rezerwacji upłynął.',
  'ui.checkout.openCheckout.text': 'Masz rozpoczętą rezerwację (boks zarezerwowany jeszcze przez {time}).',
  'ui.checkout.openCheckout.textWithUnitType': 'Masz rozpoczętą rezerwację: {unitType} (zarezerwowany jeszcze przez {time}).',
  'ui.checkout.openCheckout.continue': 'Kontynuuj rezerwację',
  'ui.checkout.openCheckout.startOver': 'Zacznij od nowa',
  'ui.checkout.openCheckout.startingOver': 'Rozpoczynanie od nowa…',
  'ui.checkout.openCheckout.startOverError': 'Nie udało się anulować rozpoczętej rezerwacji. Spróbuj ponownie.',
  'ui.checkout.resultSummary.emailSentWithPortalLink': 'Potwierdzenie wysłaliśmy na adres {email} wraz z linkiem do portalu klienta.',
  'ui.checkout.resultSummary.bookingInPortal': 'Zobacz tę rezerwację w portalu klienta',
  'ui.customer.customerForm.summaryIntro': 'Rezerwujesz ze swojego konta klienta, z tymi danymi:',
  'ui.customer.customerForm.summaryName': 'Imię i nazwisko',
  'ui.customer.customerForm.summaryAddress': 'Adres',
  'ui.customer.customerForm.editDetails': 'Edytuj dane',
  'ui.customer.customerForm.emailFromAccount': 'Rezerwacja trafi na Twoje konto klienta z tym adresem e-mail.',
  'web.flow.customer.accountLoading': 'Ładowanie danych konta…',
  'web.flow.customer.accountLoadError': 'Nie udało się załadować danych konta.',
  'web.flow.alreadyBooked.portalLink': 'Przejdź do portalu klienta',
} satisfies Record<keyof typeof english, string>;
