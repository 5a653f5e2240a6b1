import type english from './en';

/** Messages of the booking pages for returning visitors and customer accounts (booking in progress, account details) in cs. */
export default {
  'ui.openCheckout.text': 'Máte rozpracovanou rezervaci (rezervováno ještě {time}).',
  'ui.openCheckout.textWithUnitType': 'Máte rozpracovanou rezervaci: {unitType} (rezervováno ještě {time}).',
  'ui.openCheckout.continue': 'Pokračovat v rezervaci',
  'ui.openCheckout.startOver': 'Začít znovu',
  'ui.openCheckout.startingOver': 'Začínáme znovu…',
  'ui.openCheckout.startOverError': 'Rozpracovanou rezervaci se nepodařilo zrušit. Zkuste to prosím znovu.',
  'ui.customer.customerForm.summaryIntro': 'Rezervujete se svým zákaznickým účtem a těmito údaji:',
  'ui.customer.customerForm.summaryName': 'Jméno a příjmení',
  'ui.customer.customerForm.summaryAddress': 'Adresa',
  'ui.customer.customerForm.editDetails': 'Upravit údaje',
  'ui.customer.customerForm.emailFromAccount':
    'Rezervace bude přiřazena k vašemu zákaznickému účtu s touto e-mailovou adresou.',
  'web.flow.customer.accountLoading': 'Načítání údajů účtu…',
  'web.flow.customer.accountLoadError': 'Údaje účtu se nepodařilo načíst.',
  'web.flow.alreadyBooked.portalLink': 'Přejít do zákaznického portálu',
} satisfies Record<keyof typeof english, string>;
