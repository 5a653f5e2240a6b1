import type english from './en';

/** Messages of booking with a customer account (hold countdown, booking in progress, account details) in cs. */
export default {
  'ui.checkout.holdCountdown.label': 'Zbývající čas na dokončení rezervace',
  'ui.checkout.holdCountdown.warning': '{minutes, plural, one {Zbývá # minuta na dokončení rezervace. Poté bude box uvolněn.} few {Zbývají # minuty na dokončení rezervace. Poté bude box uvolněn.} many {Zbývá # minuty na dokončení rezervace. Poté bude box uvolněn.} other {Zbývá # minut na dokončení rezervace. Poté bude box uvolněn.}}',
  'ui.checkout.holdCountdown.expired': 'Čas na dokončení rezervace vypršel.',
  'ui.checkout.openCheckout.text': 'Máte rozpracovanou rezervaci (rezervováno ještě {time}).',
  'ui.checkout.openCheckout.textWithUnitType': 'Máte rozpracovanou rezervaci: {unitType} (rezervováno ještě {time}).',
  'ui.checkout.openCheckout.continue': 'Pokračovat v rezervaci',
  'ui.checkout.openCheckout.startOver': 'Začít znovu',
  'ui.checkout.openCheckout.startingOver': 'Začínáme znovu…',
  'ui.checkout.openCheckout.startOverError': 'Rozpracovanou rezervaci se nepodařilo zrušit. Zkuste to prosím znovu.',
  'ui.checkout.resultSummary.emailSentWithPortalLink': 'Potvrzení jsme odeslali na adresu {email} spolu s odkazem do vašeho zákaznického portálu.',
  'ui.checkout.resultSummary.bookingInPortal': 'Zobrazit tuto rezervaci v zákaznickém portálu',
  'ui.customer.customerForm.summaryIntro': 'Rezervujete se svým zákaznickým účtem a těmito údaji:',
  'ui.customer.customerForm.summaryName': 'Jméno a příjmení',
  'ui.customer.customerForm.summaryAddress': 'Adresa',
  'ui.customer.customerForm.editDetails': 'Upravit údaje',
  'ui.customer.customerForm.emailFromAccount': 'Rezervace bude přiřazena k vašemu zákaznickému účtu s touto e-mailovou adresou.',
  'web.flow.customer.accountLoading': 'Načítání údajů účtu…',
  'web.flow.customer.accountLoadError': 'Údaje účtu se nepodařilo načíst.',
  'web.flow.alreadyBooked.portalLink': 'Přejít do zákaznického portálu',
} satisfies Record<keyof typeof english, string>;
