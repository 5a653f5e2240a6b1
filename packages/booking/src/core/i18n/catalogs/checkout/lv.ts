import type english from './en';

/** Messages of the checkout: step indicator, provider hand-off and return panels, result summary, Stripe card payment in lv. */
export default {
  'ui.checkout.stepIndicator.label': 'Noformēšanas soļi',
  'ui.checkout.stepIndicator.summary': '{current, number}. solis no {total, number}: {step}',
  'ui.checkout.stepIndicator.completed': '(pabeigts)',
  'ui.checkout.providerHandOff.paymentTitle': 'Apmaksājiet savu rezervāciju',
  'ui.checkout.providerHandOff.paymentText':
    'Tiks atvērta mūsu maksājumu partnera lapa, kur varēsiet droši samaksāt ar karti. Pēc tam jūs automātiski atgriezīsieties šeit.',
  'ui.checkout.providerHandOff.paymentContinue': 'Turpināt uz maksājumu',
  'ui.checkout.providerHandOff.paymentPending': 'Sagatavo maksājuma lapu…',
  'ui.checkout.providerHandOff.paymentError': 'Maksājuma lapu neizdevās atvērt. Lūdzu, mēģiniet vēlreiz.',
  'ui.checkout.providerHandOff.eSignatureTitle': 'Parakstiet savu nomas līgumu',
  'ui.checkout.providerHandOff.eSignatureText':
    'Tiks atvērta mūsu parakstīšanas partnera lapa, kur varēsiet elektroniski parakstīt nomas līgumu. Pēc tam jūs automātiski atgriezīsieties šeit.',
  'ui.checkout.providerHandOff.eSignatureContinue': 'Turpināt uz parakstīšanu',
  'ui.checkout.providerHandOff.eSignaturePending': 'Sagatavo parakstīšanas lapu…',
  'ui.checkout.providerHandOff.eSignatureError':
    'Parakstīšanas lapu neizdevās atvērt. Lūdzu, mēģiniet vēlreiz.',
  'ui.checkout.providerHandOff.idCheckTitle': 'Apstipriniet savu identitāti',
  'ui.checkout.providerHandOff.idCheckText':
    'Tiks atvērta mūsu identitātes pārbaudes partnera lapa, kur varēsiet apstiprināt savu identitāti ar personu apliecinošu dokumentu. Pēc tam jūs automātiski atgriezīsieties šeit.',
  'ui.checkout.providerHandOff.idCheckContinue': 'Turpināt uz identitātes pārbaudi',
  'ui.checkout.providerHandOff.idCheckPending': 'Sagatavo identitātes pārbaudi…',
  'ui.checkout.providerHandOff.idCheckError':
    'Identitātes pārbaudi neizdevās atvērt. Lūdzu, mēģiniet vēlreiz.',
  'ui.checkout.returnStatus.paymentChecking': 'Pārbauda jūsu maksājumu',
  'ui.checkout.returnStatus.paymentSuccess': 'Maksājums saņemts',
  'ui.checkout.returnStatus.paymentFailed': 'Maksājums nav pabeigts',
  'ui.checkout.returnStatus.paymentFailedText':
    'Jūsu maksājumu neizdevās apstiprināt. Lūdzu, mēģiniet vēlreiz vai izmantojiet citu karti.',
  'ui.checkout.returnStatus.eSignatureChecking': 'Pārbauda jūsu parakstu',
  'ui.checkout.returnStatus.eSignatureSuccess': 'Līgums parakstīts',
  'ui.checkout.returnStatus.eSignatureFailed': 'Parakstīšana nav pabeigta',
  'ui.checkout.returnStatus.eSignatureFailedText':
    'Jūsu parakstu neizdevās apstiprināt. Lūdzu, mēģiniet vēlreiz.',
  'ui.checkout.returnStatus.idCheckChecking': 'Pārbauda jūsu identitāti',
  'ui.checkout.returnStatus.idCheckSuccess': 'Identitāte apstiprināta',
  'ui.checkout.returnStatus.idCheckFailed': 'Identitātes pārbaude nav pabeigta',
  'ui.checkout.returnStatus.idCheckFailedText':
    'Jūsu identitātes pārbaudi neizdevās apstiprināt. Lūdzu, mēģiniet vēlreiz.',
  'ui.checkout.returnStatus.checkingText': 'Tas aizņems dažas sekundes. Lūdzu, neaizveriet šo lapu.',
  'ui.checkout.returnStatus.successText': 'Paldies. Tūlīt tiks atvērts nākamais solis.',
  'ui.checkout.returnStatus.continue': 'Turpināt',
  'ui.checkout.resultSummary.title': 'Rezervācija apstiprināta',
  'ui.checkout.resultSummary.emailSent': 'Mēs nosūtījām apstiprinājumu uz {email}.',
  'ui.checkout.resultSummary.reference': 'Rezervācijas numurs',
  'ui.checkout.resultSummary.unitType': 'Noliktavas telpa',
  'ui.checkout.resultSummary.unit': 'Telpas numurs',
  'ui.checkout.resultSummary.location': 'Atrašanās vieta',
  'ui.checkout.resultSummary.moveInDate': 'Ievākšanās datums',
  'ui.checkout.resultSummary.paidNow': 'Samaksāts tagad',
  'ui.checkout.resultSummary.recurring':
    '{period, select, weekly {Katru nedēļu} monthly {Katru mēnesi} other {Regulārais maksājums}}',
  'ui.checkout.resultSummary.portalLink': 'Atvērt klientu portālu',
  'ui.checkout.resultSummary.emailSentWithPortalLink':
    'Mēs nosūtījām apstiprinājumu uz {email} ar saiti uz jūsu klientu portālu.',
  'ui.checkout.resultSummary.bookingInPortal': 'Skatīt šo rezervāciju klientu portālā',

  'ui.checkout.holdCountdown.label': 'Atlikušais laiks rezervācijas pabeigšanai',
  'ui.checkout.holdCountdown.warning':
    '{minutes, plural, zero {Rezervācijas pabeigšanai atlikušas # minūtes. Pēc tam telpa tiks atbrīvota.} one {Rezervācijas pabeigšanai atlikusi # minūte. Pēc tam telpa tiks atbrīvota.} other {Rezervācijas pabeigšanai atlikušas # minūtes. Pēc tam telpa tiks atbrīvota.}}',
  'ui.checkout.holdCountdown.expired': 'Rezervācijas pabeigšanas laiks ir beidzies.',

  'ui.checkout.stripe.formLabel': 'Kartes dati',
  'ui.checkout.stripe.loading': 'Ielādē drošo kartes veidlapu…',
  'ui.checkout.stripe.loadError':
    'Kartes veidlapu neizdevās ielādēt. Lūdzu, pārbaudiet savienojumu un mēģiniet vēlreiz.',
  'ui.checkout.stripe.pay': 'Maksāt {amount}',
  'ui.checkout.stripe.saveCard': 'Saglabāt karti',
  'ui.checkout.stripe.processingPayment': 'Apstrādā jūsu maksājumu…',
  'ui.checkout.stripe.savingCard': 'Saglabā jūsu karti…',
  'ui.checkout.stripe.confirmError':
    'Jūsu karti neizdevās apstiprināt. Lūdzu, mēģiniet vēlreiz vai izmantojiet citu karti.',

  // The failed identity check's page (IdCheckFailedPage): shown only in the checkout, so loaded with it.
  'ui.checkout.idCheckFailed.title': 'Identitāte nav apstiprināta',
  'ui.checkout.idCheckFailed.text':
    'Ar šo pārbaudi mēs nevarējām apstiprināt jūsu identitāti. Lūdzu, mēģiniet vēlreiz ar derīgu personu apliecinošu dokumentu vai sazinieties ar atbalsta dienestu.',
} satisfies Record<keyof typeof english, string>;
