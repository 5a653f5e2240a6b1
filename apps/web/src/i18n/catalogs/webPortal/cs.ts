import type english from './en';

/** Messages of the reference app's customer portal pages (web.portal.*) in cs. */
export default {
  'web.portal.overview.title': 'Můj účet',
  'web.portal.locations.loading': 'Načítáme Vaše pobočky…',
  'web.portal.overview.loading': 'Načítáme Váš účet…',
  'web.portal.locations.loadError': 'Vaše pobočky se nepodařilo načíst.',
  'web.portal.bookings.loadError': 'Vaše rezervace se nepodařilo načíst.',
  'web.portal.openInvoices.loadError': 'Vaše neuhrazené faktury se nepodařilo načíst.',
  'web.portal.invoiceHistory.loadError': 'Historii Vašich faktur se nepodařilo načíst.',
  'web.portal.paymentMethod.loadError': 'Vaši platební metodu se nepodařilo načíst.',
  'web.portal.savedPaymentMethods.title': 'Uložené platební metody',
  'web.portal.savedPaymentMethods.loading': 'Načítají se vaše platební metody…',
  'web.portal.savedPaymentMethods.empty': 'Nemáte žádné uložené platební metody.',
  'web.portal.savedPaymentMethods.loadError': 'Vaše platební metody se nepodařilo načíst.',
  'web.portal.savedPaymentMethods.needsVerification': 'vyžaduje ověření',
  'web.portal.notifications.loadError': 'Vaše oznámení se nepodařilo načíst.',
  'web.portal.cancel.done': 'Rezervace {unit} je vypovězena. Váš poslední den je {date}.',
  'web.portal.withdraw.done': 'Výpověď rezervace {unit} je zrušena. Váš pronájem pokračuje.',
  'web.portal.withdraw.failed': 'Výpověď rezervace {unit} se nepodařilo zrušit. Zkuste to prosím znovu.',
  'web.portal.withdraw.tooLate': 'Výpověď rezervace {unit} již nelze zrušit: poslední den nastal.',
  'web.portal.sharedAccess.teaser': 'Umožněte dalším osobám spravovat Váš účet na této pobočce.',
  'web.portal.sharedAccess.manage': 'Spravovat sdílený přístup',
  'web.portal.sharedAccess.title': 'Sdílený přístup – {location}',
  'web.portal.sharedAccess.loadError': 'Osoby se sdíleným přístupem se nepodařilo načíst.',
  'web.portal.backToOverview': 'Zpět na můj účet',
  'web.portal.paymentUpdate.title': 'Změnit platební metodu',
  'web.portal.paymentUpdate.lead':
    'Přidejte kartu, ze které se bude od nynějška strhávat nájemné na pobočce {location}. Nyní se nic nestrhává.',
  'web.portal.paymentUpdate.loading': 'Připravujeme zabezpečený platební formulář…',
  'web.portal.paymentUpdate.loadError': 'Zabezpečený platební formulář se nepodařilo otevřít.',
  'web.portal.paymentUpdate.redirecting': 'Přesměrováváme Vás na zabezpečenou platební stránku…',
  'web.portal.paymentUpdate.continue': 'Pokračovat na platební stránku',
  'web.portal.paymentVerify.title': 'Nová platební metoda',
  'web.portal.paymentVerify.saving': 'Ukládáme Vaši novou platební metodu…',
  'web.portal.paymentVerify.saved':
    'Vaše nová platební metoda je uložena. Nájemné se bude od nynějška strhávat z ní.',
  'web.portal.paymentVerify.savedToast': 'Vaše platební metoda byla změněna.',
  'web.portal.paymentVerify.notSaved': 'Karta nebyla uložena. Vaše platební metoda se nezměnila.',
  'web.portal.paymentVerify.invalid':
    'Tuto kartu nelze použít jako platební metodu. Vaše platební metoda se nezměnila.',
  'web.portal.paymentVerify.failed':
    'Vaši novou platební metodu se nepodařilo uložit. Zkuste to prosím znovu.',
  'web.portal.paymentVerify.tryAgain': 'Zkusit znovu',
} satisfies Record<keyof typeof english, string>;
