import type english from './en';

/** Messages of the checkout: step indicator, provider hand-off and return panels, result summary, Stripe card payment in cs. */
export default {
  'ui.checkout.stepIndicator.label': 'Kroky rezervace',
  'ui.checkout.stepIndicator.summary': 'Krok {current, number} z {total, number}: {step}',
  'ui.checkout.stepIndicator.completed': '(dokončeno)',
  'ui.checkout.providerHandOff.paymentTitle': 'Zaplaťte svou rezervaci',
  'ui.checkout.providerHandOff.paymentText':
    'Budete přesměrováni k našemu platebnímu partnerovi, kde bezpečně zaplatíte kartou. Poté se sem automaticky vrátíte.',
  'ui.checkout.providerHandOff.paymentContinue': 'Pokračovat k platbě',
  'ui.checkout.providerHandOff.paymentPending': 'Připravujeme platební stránku…',
  'ui.checkout.providerHandOff.paymentError':
    'Platební stránku se nepodařilo otevřít. Zkuste to prosím znovu.',
  'ui.checkout.providerHandOff.eSignatureTitle': 'Podepište svou nájemní smlouvu',
  'ui.checkout.providerHandOff.eSignatureText':
    'Budete přesměrováni k našemu partnerovi pro podpis, kde elektronicky podepíšete nájemní smlouvu. Poté se sem automaticky vrátíte.',
  'ui.checkout.providerHandOff.eSignatureContinue': 'Pokračovat k podpisu',
  'ui.checkout.providerHandOff.eSignaturePending': 'Připravujeme stránku pro podpis…',
  'ui.checkout.providerHandOff.eSignatureError':
    'Stránku pro podpis se nepodařilo otevřít. Zkuste to prosím znovu.',
  'ui.checkout.providerHandOff.idCheckTitle': 'Ověřte svou totožnost',
  'ui.checkout.providerHandOff.idCheckText':
    'Budete přesměrováni k našemu partnerovi pro ověření totožnosti, kde svou totožnost ověříte pomocí dokladu totožnosti. Poté se sem automaticky vrátíte.',
  'ui.checkout.providerHandOff.idCheckContinue': 'Pokračovat k ověření totožnosti',
  'ui.checkout.providerHandOff.idCheckPending': 'Připravujeme ověření totožnosti…',
  'ui.checkout.providerHandOff.idCheckError':
    'Ověření totožnosti se nepodařilo otevřít. Zkuste to prosím znovu.',
  'ui.checkout.returnStatus.paymentChecking': 'Kontrolujeme vaši platbu',
  'ui.checkout.returnStatus.paymentSuccess': 'Platba přijata',
  'ui.checkout.returnStatus.paymentFailed': 'Platba nebyla dokončena',
  'ui.checkout.returnStatus.paymentFailedText':
    'Vaši platbu se nepodařilo potvrdit. Zkuste to prosím znovu nebo použijte jinou kartu.',
  'ui.checkout.returnStatus.eSignatureChecking': 'Kontrolujeme váš podpis',
  'ui.checkout.returnStatus.eSignatureSuccess': 'Smlouva podepsána',
  'ui.checkout.returnStatus.eSignatureFailed': 'Podpis nebyl dokončen',
  'ui.checkout.returnStatus.eSignatureFailedText':
    'Váš podpis se nepodařilo potvrdit. Zkuste to prosím znovu.',
  'ui.checkout.returnStatus.idCheckChecking': 'Ověřujeme vaši totožnost',
  'ui.checkout.returnStatus.idCheckSuccess': 'Totožnost ověřena',
  'ui.checkout.returnStatus.idCheckFailed': 'Ověření totožnosti nebylo dokončeno',
  'ui.checkout.returnStatus.idCheckFailedText':
    'Ověření vaší totožnosti se nepodařilo potvrdit. Zkuste to prosím znovu.',
  'ui.checkout.returnStatus.checkingText': 'Potrvá to několik sekund. Nechte prosím tuto stránku otevřenou.',
  'ui.checkout.returnStatus.successText': 'Děkujeme. Přesměrováváme vás na další krok.',
  'ui.checkout.returnStatus.continue': 'Pokračovat',
  'ui.checkout.resultSummary.title': 'Rezervace potvrzena',
  'ui.checkout.resultSummary.emailSent': 'Potvrzení jsme odeslali na adresu {email}.',
  'ui.checkout.resultSummary.reference': 'Číslo rezervace',
  'ui.checkout.resultSummary.unitType': 'Skladovací box',
  'ui.checkout.resultSummary.unit': 'Číslo boxu',
  'ui.checkout.resultSummary.location': 'Pobočka',
  'ui.checkout.resultSummary.moveInDate': 'Datum nastěhování',
  'ui.checkout.resultSummary.paidNow': 'Zaplaceno nyní',
  'ui.checkout.resultSummary.recurring':
    '{period, select, weekly {Každý týden} monthly {Každý měsíc} other {Opakovaná platba}}',
  'ui.checkout.resultSummary.portalLink': 'Přejít do zákaznického portálu',
  'ui.checkout.resultSummary.emailSentWithPortalLink':
    'Potvrzení jsme odeslali na adresu {email} spolu s odkazem do vašeho zákaznického portálu.',
  'ui.checkout.resultSummary.bookingInPortal': 'Zobrazit tuto rezervaci v zákaznickém portálu',

  'ui.checkout.holdCountdown.label': 'Zbývající čas na dokončení rezervace',
  'ui.checkout.holdCountdown.warning':
    '{minutes, plural, one {Zbývá # minuta na dokončení rezervace. Poté bude box uvolněn.} few {Zbývají # minuty na dokončení rezervace. Poté bude box uvolněn.} many {Zbývá # minuty na dokončení rezervace. Poté bude box uvolněn.} other {Zbývá # minut na dokončení rezervace. Poté bude box uvolněn.}}',
  'ui.checkout.holdCountdown.expired': 'Čas na dokončení rezervace vypršel.',

  'ui.checkout.stripe.formLabel': 'Údaje o kartě',
  'ui.checkout.stripe.loading': 'Načítáme zabezpečený formulář pro kartu…',
  'ui.checkout.stripe.loadError':
    'Formulář pro kartu se nepodařilo načíst. Zkontrolujte prosím připojení a zkuste to znovu.',
  'ui.checkout.stripe.pay': 'Zaplatit {amount}',
  'ui.checkout.stripe.saveCard': 'Uložit kartu',
  'ui.checkout.stripe.processingPayment': 'Zpracováváme vaši platbu…',
  'ui.checkout.stripe.savingCard': 'Ukládáme vaši kartu…',
  'ui.checkout.stripe.confirmError':
    'Vaši kartu se nepodařilo potvrdit. Zkuste to prosím znovu nebo použijte jinou kartu.',

  // The failed identity check's page (IdCheckFailedPage): shown only in the checkout, so loaded with it.
  'ui.checkout.idCheckFailed.title': 'Totožnost nebyla potvrzena',
  'ui.checkout.idCheckFailed.text':
    'Při tomto ověření se nám nepodařilo potvrdit vaši totožnost. Zkuste to znovu s platným dokladem totožnosti nebo kontaktujte podporu.',
} satisfies Record<keyof typeof english, string>;
