import type english from './en';

/** Messages of the checkout: step indicator, provider hand-off and return panels, result summary, Stripe card payment in nb. */
export default {
  'ui.checkout.stepIndicator.label': 'Trinn i kassen',
  'ui.checkout.stepIndicator.summary': 'Trinn {current, number} av {total, number}: {step}',
  'ui.checkout.stepIndicator.completed': '(fullført)',
  'ui.checkout.providerHandOff.paymentTitle': 'Betal for bestillingen din',
  'ui.checkout.providerHandOff.paymentText':
    'Du blir sendt videre til betalingspartneren vår for å betale trygt med kort. Deretter kommer du automatisk tilbake hit.',
  'ui.checkout.providerHandOff.paymentContinue': 'Gå videre til betaling',
  'ui.checkout.providerHandOff.paymentPending': 'Betalingssiden klargjøres…',
  'ui.checkout.providerHandOff.paymentError': 'Betalingssiden kunne ikke åpnes. Prøv igjen.',
  'ui.checkout.providerHandOff.eSignatureTitle': 'Signer leieavtalen din',
  'ui.checkout.providerHandOff.eSignatureText':
    'Du blir sendt videre til signeringspartneren vår for å signere leieavtalen din elektronisk. Deretter kommer du automatisk tilbake hit.',
  'ui.checkout.providerHandOff.eSignatureContinue': 'Gå videre til signering',
  'ui.checkout.providerHandOff.eSignaturePending': 'Signeringssiden klargjøres…',
  'ui.checkout.providerHandOff.eSignatureError': 'Signeringssiden kunne ikke åpnes. Prøv igjen.',
  'ui.checkout.providerHandOff.idCheckTitle': 'Bekreft identiteten din',
  'ui.checkout.providerHandOff.idCheckText':
    'Du blir sendt videre til partneren vår for ID-kontroll for å bekrefte identiteten din med et gyldig ID-dokument. Deretter kommer du automatisk tilbake hit.',
  'ui.checkout.providerHandOff.idCheckContinue': 'Gå videre til ID-kontroll',
  'ui.checkout.providerHandOff.idCheckPending': 'ID-kontrollen klargjøres…',
  'ui.checkout.providerHandOff.idCheckError': 'ID-kontrollen kunne ikke åpnes. Prøv igjen.',
  'ui.checkout.returnStatus.paymentChecking': 'Betalingen din kontrolleres',
  'ui.checkout.returnStatus.paymentSuccess': 'Betalingen er mottatt',
  'ui.checkout.returnStatus.paymentFailed': 'Betalingen ble ikke fullført',
  'ui.checkout.returnStatus.paymentFailedText':
    'Betalingen din kunne ikke bekreftes. Prøv igjen, eller bruk et annet kort.',
  'ui.checkout.returnStatus.eSignatureChecking': 'Signaturen din kontrolleres',
  'ui.checkout.returnStatus.eSignatureSuccess': 'Avtalen er signert',
  'ui.checkout.returnStatus.eSignatureFailed': 'Signeringen ble ikke fullført',
  'ui.checkout.returnStatus.eSignatureFailedText': 'Signaturen din kunne ikke bekreftes. Prøv igjen.',
  'ui.checkout.returnStatus.idCheckChecking': 'Identiteten din kontrolleres',
  'ui.checkout.returnStatus.idCheckSuccess': 'Identiteten er bekreftet',
  'ui.checkout.returnStatus.idCheckFailed': 'ID-kontrollen ble ikke fullført',
  'ui.checkout.returnStatus.idCheckFailedText': 'ID-kontrollen din kunne ikke bekreftes. Prøv igjen.',
  'ui.checkout.returnStatus.checkingText': 'Dette tar noen sekunder. La siden være åpen.',
  'ui.checkout.returnStatus.successText': 'Takk. Du blir sendt videre til neste trinn.',
  'ui.checkout.returnStatus.continue': 'Fortsett',
  'ui.checkout.resultSummary.title': 'Bestillingen er bekreftet',
  'ui.checkout.resultSummary.emailSent': 'Vi har sendt en bekreftelse til {email}.',
  'ui.checkout.resultSummary.reference': 'Bestillingsnummer',
  'ui.checkout.resultSummary.unitType': 'Lagerbod',
  'ui.checkout.resultSummary.unit': 'Bodnummer',
  'ui.checkout.resultSummary.location': 'Anlegg',
  'ui.checkout.resultSummary.moveInDate': 'Innflyttingsdato',
  'ui.checkout.resultSummary.paidNow': 'Betalt nå',
  'ui.checkout.resultSummary.recurring':
    '{period, select, weekly {Hver uke} monthly {Hver måned} other {Løpende beløp}}',
  'ui.checkout.resultSummary.portalLink': 'Gå til kundeportalen',
  'ui.checkout.resultSummary.emailSentWithPortalLink':
    'Vi har sendt en bekreftelse til {email}, med en lenke til kundeportalen din.',
  'ui.checkout.resultSummary.bookingInPortal': 'Se bestillingen i kundeportalen',

  'ui.checkout.holdCountdown.label': 'Tid igjen til å fullføre bestillingen',
  'ui.checkout.holdCountdown.warning':
    '{minutes, plural, one {# minutt igjen til å fullføre bestillingen. Deretter frigis boden.} other {# minutter igjen til å fullføre bestillingen. Deretter frigis boden.}}',
  'ui.checkout.holdCountdown.expired': 'Tiden for å fullføre bestillingen er ute.',

  'ui.checkout.stripe.formLabel': 'Kortopplysninger',
  'ui.checkout.stripe.loading': 'Det sikre kortskjemaet lastes inn…',
  'ui.checkout.stripe.loadError': 'Kortskjemaet kunne ikke lastes inn. Sjekk tilkoblingen din og prøv igjen.',
  'ui.checkout.stripe.pay': 'Betal {amount}',
  'ui.checkout.stripe.saveCard': 'Lagre kortet',
  'ui.checkout.stripe.processingPayment': 'Betalingen din behandles…',
  'ui.checkout.stripe.savingCard': 'Kortet ditt lagres…',
  'ui.checkout.stripe.confirmError':
    'Kortet ditt kunne ikke bekreftes. Prøv igjen, eller bruk et annet kort.',

  // The failed identity check's page (IdCheckFailedPage): shown only in the checkout, so loaded with it.
  'ui.checkout.idCheckFailed.title': 'Identiteten ble ikke bekreftet',
  'ui.checkout.idCheckFailed.text':
    'Vi kunne ikke bekrefte identiteten din med denne kontrollen. Prøv igjen med et gyldig identitetsdokument, eller kontakt kundestøtte.',
} satisfies Record<keyof typeof english, string>;
