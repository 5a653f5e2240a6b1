import type english from './en';

/** Czech messages of paying an open invoice in the customer portal (see `./en`). */
export default {
  'ui.portal.invoiceTable.payment': 'Platba',
  'ui.portal.invoiceTable.pay': 'Zaplatit nyní',
  'ui.portal.invoiceTable.payLabel': 'Zaplatit nyní: faktura {number}, {amount}',
  'ui.portal.notificationsList.payInvoice': 'Zaplatit fakturu nyní',
  'ui.portal.invoicePayment.title': 'Zaplatit fakturu',
  'ui.portal.invoicePayment.lead': 'Nezaplacená faktura za {location}.',
  'ui.portal.invoicePayment.summaryTitle': 'Faktura {number}',
  'ui.portal.invoicePayment.payOnFile': 'Zaplatit {amount} kartou {card}',
  'ui.portal.invoicePayment.cardLabel': '{brand} končící na {last4}',
  'ui.portal.invoicePayment.payNewCard': 'Zaplatit novou kartou',
  'ui.portal.invoicePayment.payByCard': 'Zaplatit {amount} kartou',
  'ui.portal.invoicePayment.newCardHint': 'Kartu zadáte na zabezpečené stránce poskytovatele plateb.',
  'ui.portal.invoicePayment.loading': 'Načítání faktury…',
  'ui.portal.invoicePayment.loadError': 'Fakturu se nepodařilo načíst.',
  'ui.portal.invoicePayment.notOpen': 'U této faktury už nezbývá nic k zaplacení.',
  'ui.portal.invoicePayment.redirecting': 'Přesměrováváme vás na zabezpečenou stránku karty…',
  'ui.portal.invoicePayment.continue': 'Pokračovat na stránku karty',
  'ui.portal.invoicePayment.verifying': 'Ověřujeme vaši platbu…',
  'ui.portal.invoicePayment.paid':
    'Děkujeme. Faktura {number} je zaplacená a potvrzení je na cestě do vašeho e-mailu.',
  'ui.portal.invoicePayment.declined':
    'Vaše karta byla zamítnuta a nic nebylo strženo. Faktura zůstává nezaplacená: zkuste to znovu s jinou kartou.',
  'ui.portal.invoicePayment.methodInvalid': 'Uloženou kartu nelze zatížit. Zaplaťte raději novou kartou.',
  'ui.portal.invoicePayment.alreadyPaid': 'Tato faktura je již zaplacená.',
  'ui.portal.invoicePayment.failed': 'Platbu se nepodařilo provést. Zkuste to prosím znovu.',
  'ui.portal.invoicePayment.unfinished': 'Platba ještě není dokončená.',
  'ui.portal.invoicePayment.tryAgain': 'Zkusit znovu',
} as const satisfies Record<keyof typeof english, string>;
