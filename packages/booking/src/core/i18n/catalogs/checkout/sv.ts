import type english from './en';

/** Messages of the checkout: step indicator, provider hand-off and return panels, result summary, Stripe card payment in sv. */
export default {
  'ui.checkout.stepIndicator.label': 'Steg i kassan',
  'ui.checkout.stepIndicator.summary': 'Steg {current, number} av {total, number}: {step}',
  'ui.checkout.stepIndicator.completed': '(klart)',
  'ui.checkout.providerHandOff.paymentTitle': 'Betala din bokning',
  'ui.checkout.providerHandOff.paymentText':
    'Du skickas vidare till vår betalpartner för att betala säkert med kort. Därefter kommer du automatiskt tillbaka hit.',
  'ui.checkout.providerHandOff.paymentContinue': 'Gå vidare till betalning',
  'ui.checkout.providerHandOff.paymentPending': 'Betalningssidan förbereds…',
  'ui.checkout.providerHandOff.paymentError': 'Betalningssidan kunde inte öppnas. Försök igen.',
  'ui.checkout.providerHandOff.eSignatureTitle': 'Signera ditt hyresavtal',
  'ui.checkout.providerHandOff.eSignatureText':
    'Du skickas vidare till vår signeringspartner för att signera ditt hyresavtal elektroniskt. Därefter kommer du automatiskt tillbaka hit.',
  'ui.checkout.providerHandOff.eSignatureContinue': 'Gå vidare till signering',
  'ui.checkout.providerHandOff.eSignaturePending': 'Signeringssidan förbereds…',
  'ui.checkout.providerHandOff.eSignatureError': 'Signeringssidan kunde inte öppnas. Försök igen.',
  'ui.checkout.providerHandOff.idCheckTitle': 'Verifiera din identitet',
  'ui.checkout.providerHandOff.idCheckText':
    'Du skickas vidare till vår partner för ID-kontroll för att verifiera din identitet med en giltig ID-handling. Därefter kommer du automatiskt tillbaka hit.',
  'ui.checkout.providerHandOff.idCheckContinue': 'Gå vidare till ID-kontroll',
  'ui.checkout.providerHandOff.idCheckPending': 'ID-kontrollen förbereds…',
  'ui.checkout.providerHandOff.idCheckError': 'ID-kontrollen kunde inte öppnas. Försök igen.',
  'ui.checkout.returnStatus.paymentChecking': 'Din betalning kontrolleras',
  'ui.checkout.returnStatus.paymentSuccess': 'Betalningen är mottagen',
  'ui.checkout.returnStatus.paymentFailed': 'Betalningen genomfördes inte',
  'ui.checkout.returnStatus.paymentFailedText':
    'Din betalning kunde inte bekräftas. Försök igen eller använd ett annat kort.',
  'ui.checkout.returnStatus.eSignatureChecking': 'Din signatur kontrolleras',
  'ui.checkout.returnStatus.eSignatureSuccess': 'Avtalet är signerat',
  'ui.checkout.returnStatus.eSignatureFailed': 'Signeringen slutfördes inte',
  'ui.checkout.returnStatus.eSignatureFailedText': 'Din signatur kunde inte bekräftas. Försök igen.',
  'ui.checkout.returnStatus.idCheckChecking': 'Din identitet kontrolleras',
  'ui.checkout.returnStatus.idCheckSuccess': 'Identiteten är verifierad',
  'ui.checkout.returnStatus.idCheckFailed': 'ID-kontrollen slutfördes inte',
  'ui.checkout.returnStatus.idCheckFailedText': 'Din ID-kontroll kunde inte bekräftas. Försök igen.',
  'ui.checkout.returnStatus.checkingText': 'Det tar några sekunder. Låt sidan vara öppen.',
  'ui.checkout.returnStatus.successText': 'Tack. Du skickas vidare till nästa steg.',
  'ui.checkout.returnStatus.continue': 'Fortsätt',
  'ui.checkout.resultSummary.title': 'Bokningen är bekräftad',
  'ui.checkout.resultSummary.emailSent': 'Vi har skickat en bekräftelse till {email}.',
  'ui.checkout.resultSummary.reference': 'Bokningsnummer',
  'ui.checkout.resultSummary.unitType': 'Förråd',
  'ui.checkout.resultSummary.unit': 'Förrådsnummer',
  'ui.checkout.resultSummary.location': 'Anläggning',
  'ui.checkout.resultSummary.moveInDate': 'Inflyttningsdatum',
  'ui.checkout.resultSummary.paidNow': 'Betalt nu',
  'ui.checkout.resultSummary.recurring':
    '{period, select, weekly {Varje vecka} monthly {Varje månad} other {Återkommande}}',
  'ui.checkout.resultSummary.portalLink': 'Gå till kundportalen',
  'ui.checkout.resultSummary.emailSentWithPortalLink':
    'Vi har skickat en bekräftelse till {email}, med en länk till din kundportal.',
  'ui.checkout.resultSummary.bookingInPortal': 'Se bokningen i kundportalen',

  'ui.checkout.holdCountdown.label': 'Tid kvar att slutföra din bokning',
  'ui.checkout.holdCountdown.warning':
    '{minutes, plural, one {# minut kvar att slutföra din bokning. Därefter släpps förrådet.} other {# minuter kvar att slutföra din bokning. Därefter släpps förrådet.}}',
  'ui.checkout.holdCountdown.expired': 'Tiden för att slutföra din bokning har gått ut.',

  'ui.checkout.stripe.formLabel': 'Kortuppgifter',
  'ui.checkout.stripe.loading': 'Det säkra kortformuläret laddas…',
  'ui.checkout.stripe.loadError':
    'Kortformuläret kunde inte laddas. Kontrollera din anslutning och försök igen.',
  'ui.checkout.stripe.pay': 'Betala {amount}',
  'ui.checkout.stripe.saveCard': 'Spara kortet',
  'ui.checkout.stripe.processingPayment': 'Din betalning behandlas…',
  'ui.checkout.stripe.savingCard': 'Ditt kort sparas…',
  'ui.checkout.stripe.confirmError':
    'Ditt kort kunde inte bekräftas. Försök igen eller använd ett annat kort.',

  // The failed identity check's page (IdCheckFailedPage): shown only in the checkout, so loaded with it.
  'ui.checkout.idCheckFailed.title': 'Identiteten kunde inte bekräftas',
  'ui.checkout.idCheckFailed.text':
    'Vi kunde inte bekräfta din identitet med den här kontrollen. Försök igen med en giltig ID-handling eller kontakta supporten.',
} satisfies Record<keyof typeof english, string>;
