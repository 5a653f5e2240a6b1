import type english from './en';

/** Messages of the checkout: step indicator, provider hand-off and return panels, result summary, Stripe card payment in fi. */
export default {
  'ui.checkout.stepIndicator.label': 'Kassan vaiheet',
  'ui.checkout.stepIndicator.summary': 'Vaihe {current, number}/{total, number}: {step}',
  'ui.checkout.stepIndicator.completed': '(valmis)',
  'ui.checkout.providerHandOff.paymentTitle': 'Maksa varauksesi',
  'ui.checkout.providerHandOff.paymentText':
    'Sinut ohjataan maksukumppanimme sivulle maksamaan turvallisesti kortilla. Sen jälkeen palaat automaattisesti tänne.',
  'ui.checkout.providerHandOff.paymentContinue': 'Siirry maksamaan',
  'ui.checkout.providerHandOff.paymentPending': 'Maksusivua valmistellaan…',
  'ui.checkout.providerHandOff.paymentError': 'Maksusivua ei voitu avata. Yritä uudelleen.',
  'ui.checkout.providerHandOff.eSignatureTitle': 'Allekirjoita vuokrasopimuksesi',
  'ui.checkout.providerHandOff.eSignatureText':
    'Sinut ohjataan allekirjoituskumppanimme sivulle allekirjoittamaan vuokrasopimuksesi sähköisesti. Sen jälkeen palaat automaattisesti tänne.',
  'ui.checkout.providerHandOff.eSignatureContinue': 'Siirry allekirjoittamaan',
  'ui.checkout.providerHandOff.eSignaturePending': 'Allekirjoitussivua valmistellaan…',
  'ui.checkout.providerHandOff.eSignatureError': 'Allekirjoitussivua ei voitu avata. Yritä uudelleen.',
  'ui.checkout.providerHandOff.idCheckTitle': 'Vahvista henkilöllisyytesi',
  'ui.checkout.providerHandOff.idCheckText':
    'Sinut ohjataan tunnistuskumppanimme sivulle vahvistamaan henkilöllisyytesi henkilöllisyystodistuksella. Sen jälkeen palaat automaattisesti tänne.',
  'ui.checkout.providerHandOff.idCheckContinue': 'Siirry henkilöllisyyden tarkistukseen',
  'ui.checkout.providerHandOff.idCheckPending': 'Henkilöllisyyden tarkistusta valmistellaan…',
  'ui.checkout.providerHandOff.idCheckError': 'Henkilöllisyyden tarkistusta ei voitu avata. Yritä uudelleen.',
  'ui.checkout.returnStatus.paymentChecking': 'Maksuasi tarkistetaan',
  'ui.checkout.returnStatus.paymentSuccess': 'Maksu vastaanotettu',
  'ui.checkout.returnStatus.paymentFailed': 'Maksu ei onnistunut',
  'ui.checkout.returnStatus.paymentFailedText':
    'Maksuasi ei voitu vahvistaa. Yritä uudelleen tai käytä toista korttia.',
  'ui.checkout.returnStatus.eSignatureChecking': 'Allekirjoitustasi tarkistetaan',
  'ui.checkout.returnStatus.eSignatureSuccess': 'Sopimus allekirjoitettu',
  'ui.checkout.returnStatus.eSignatureFailed': 'Allekirjoitus jäi kesken',
  'ui.checkout.returnStatus.eSignatureFailedText': 'Allekirjoitustasi ei voitu vahvistaa. Yritä uudelleen.',
  'ui.checkout.returnStatus.idCheckChecking': 'Henkilöllisyyttäsi tarkistetaan',
  'ui.checkout.returnStatus.idCheckSuccess': 'Henkilöllisyys vahvistettu',
  'ui.checkout.returnStatus.idCheckFailed': 'Henkilöllisyyden tarkistus jäi kesken',
  'ui.checkout.returnStatus.idCheckFailedText':
    'Henkilöllisyyden tarkistusta ei voitu vahvistaa. Yritä uudelleen.',
  'ui.checkout.returnStatus.checkingText': 'Tämä kestää muutaman sekunnin. Pidä tämä sivu auki.',
  'ui.checkout.returnStatus.successText': 'Kiitos. Sinut ohjataan seuraavaan vaiheeseen.',
  'ui.checkout.returnStatus.continue': 'Jatka',
  'ui.checkout.resultSummary.title': 'Varaus vahvistettu',
  'ui.checkout.resultSummary.emailSent': 'Lähetimme vahvistuksen osoitteeseen {email}.',
  'ui.checkout.resultSummary.reference': 'Varausnumero',
  'ui.checkout.resultSummary.unitType': 'Varastotila',
  'ui.checkout.resultSummary.unit': 'Tilan numero',
  'ui.checkout.resultSummary.location': 'Toimipiste',
  'ui.checkout.resultSummary.moveInDate': 'Muuttopäivä',
  'ui.checkout.resultSummary.paidNow': 'Maksettu nyt',
  'ui.checkout.resultSummary.recurring':
    '{period, select, weekly {Joka viikko} monthly {Joka kuukausi} other {Toistuva maksu}}',
  'ui.checkout.resultSummary.portalLink': 'Siirry asiakasportaaliin',
  'ui.checkout.resultSummary.emailSentWithPortalLink':
    'Lähetimme vahvistuksen osoitteeseen {email} ja siinä linkin asiakasportaaliisi.',
  'ui.checkout.resultSummary.bookingInPortal': 'Katso varaus asiakasportaalissa',

  'ui.checkout.holdCountdown.label': 'Aikaa jäljellä varauksen viimeistelyyn',
  'ui.checkout.holdCountdown.warning':
    '{minutes, plural, one {# minuutti aikaa viimeistellä varaus. Sen jälkeen varastotila vapautuu.} other {# minuuttia aikaa viimeistellä varaus. Sen jälkeen varastotila vapautuu.}}',
  'ui.checkout.holdCountdown.expired': 'Varauksen viimeistelyn aika on päättynyt.',

  'ui.checkout.stripe.formLabel': 'Kortin tiedot',
  'ui.checkout.stripe.loading': 'Suojattua korttilomaketta ladataan…',
  'ui.checkout.stripe.loadError': 'Korttilomaketta ei voitu ladata. Tarkista yhteytesi ja yritä uudelleen.',
  'ui.checkout.stripe.pay': 'Maksa {amount}',
  'ui.checkout.stripe.saveCard': 'Tallenna kortti',
  'ui.checkout.stripe.processingPayment': 'Maksuasi käsitellään…',
  'ui.checkout.stripe.savingCard': 'Korttiasi tallennetaan…',
  'ui.checkout.stripe.confirmError':
    'Korttiasi ei voitu vahvistaa. Yritä uudelleen tai käytä toista korttia.',

  // The failed identity check's page (IdCheckFailedPage): shown only in the checkout, so loaded with it.
  'ui.checkout.idCheckFailed.title': 'Henkilöllisyyttä ei vahvistettu',
  'ui.checkout.idCheckFailed.text':
    'Emme voineet vahvistaa henkilöllisyyttäsi tällä tarkistuksella. Yritä uudelleen voimassa olevalla henkilöllisyystodistuksella tai ota yhteyttä tukeen.',
} satisfies Record<keyof typeof english, string>;
