import type english from './en';

/** Messages of the reference app checkout pages (web.checkout.*) in cs. */
export default {
  'web.checkout.loadError': 'Objednávku se nepodařilo načíst.',
  'web.checkout.reason.paymentDeclined':
    'Vaše karta byla zamítnuta a nic nebylo strženo. Zkuste to prosím znovu nebo použijte jinou kartu.',
  'web.checkout.reason.foreignSession':
    'Tento odkaz patřil k jiné relaci rezervace, proto se nic nezměnilo. V rezervaci můžete pokračovat zde.',
  'web.checkout.reason.unknownBasket': 'Tuto objednávku jsme nenašli.',
  'web.checkout.summary.title': 'Vaše rezervace',
  'web.checkout.summary.unitType': 'Skladovací box',
  'web.checkout.summary.moveInDate': 'Datum nastěhování',
  'web.checkout.summary.dueNow': 'K úhradě nyní',
  'web.checkout.summary.recurring': 'Nájemné za období',
  'web.checkout.verify.waiting':
    'Vaše banka platbu zatím nepotvrdila. Pokračujte na platební stránce a platbu dokončete.',
  'web.checkout.createBooking.creating': 'Vytváříme vaši rezervaci…',
  'web.checkout.createBooking.error':
    'Vaši rezervaci se zatím nepodařilo vytvořit. Nic nebylo rezervováno dvakrát.',
  'web.checkout.success.loading': 'Načítáme potvrzení vaší rezervace…',
  'web.checkout.success.loadError': 'Potvrzení vaší rezervace se nepodařilo načíst.',
  'web.checkout.success.invalidTitle': 'Tento potvrzovací odkaz není platný',
  'web.checkout.success.invalidText':
    'Podle tohoto odkazu se nám nepodařilo potvrdit žádnou rezervaci. Pokud jste rezervaci provedli, podrobnosti najdete v potvrzovacím e-mailu.',
  'web.checkout.signed.title': 'Smlouva podepsána',
  'web.checkout.signed.text': 'Děkujeme za podpis. Pokračujte v rezervaci a dokončete ji.',
  'web.checkout.signed.closeText':
    'Děkujeme za podpis. Tuto stránku můžete zavřít a pokračovat tam, kde jste začali.',
  'web.checkout.signed.continue': 'Pokračovat v rezervaci',
  'web.checkout.idCheckRedirect.title': 'Ověření totožnosti dokončeno',
  'web.checkout.idCheckRedirect.text':
    'Děkujeme. Tuto stránku můžete zavřít a pokračovat v rezervaci tam, kde jste ji začali.',
} satisfies Record<keyof typeof english, string>;
