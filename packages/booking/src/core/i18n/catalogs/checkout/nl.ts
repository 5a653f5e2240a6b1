import type english from './en';

/** Messages of the checkout: step indicator, provider hand-off and return panels, result summary, Stripe card payment in nl. */
export default {
  'ui.checkout.stepIndicator.label': 'Stappen van het afrekenen',
  'ui.checkout.stepIndicator.summary': 'Stap {current, number} van {total, number}: {step}',
  'ui.checkout.stepIndicator.completed': '(voltooid)',
  'ui.checkout.providerHandOff.paymentTitle': 'Betaal uw boeking',
  'ui.checkout.providerHandOff.paymentText':
    'U wordt doorgestuurd naar onze betaalpartner om veilig met uw kaart te betalen. Daarna keert u automatisch hier terug.',
  'ui.checkout.providerHandOff.paymentContinue': 'Verder naar betalen',
  'ui.checkout.providerHandOff.paymentPending': 'De betaalpagina wordt voorbereid…',
  'ui.checkout.providerHandOff.paymentError': 'De betaalpagina kon niet worden geopend. Probeer het opnieuw.',
  'ui.checkout.providerHandOff.eSignatureTitle': 'Onderteken uw huurcontract',
  'ui.checkout.providerHandOff.eSignatureText':
    'U wordt doorgestuurd naar onze ondertekeningspartner om uw huurcontract elektronisch te ondertekenen. Daarna keert u automatisch hier terug.',
  'ui.checkout.providerHandOff.eSignatureContinue': 'Verder naar ondertekenen',
  'ui.checkout.providerHandOff.eSignaturePending': 'De ondertekeningspagina wordt voorbereid…',
  'ui.checkout.providerHandOff.eSignatureError':
    'De ondertekeningspagina kon niet worden geopend. Probeer het opnieuw.',
  'ui.checkout.providerHandOff.idCheckTitle': 'Bevestig uw identiteit',
  'ui.checkout.providerHandOff.idCheckText':
    'U wordt doorgestuurd naar onze partner voor identiteitscontrole om uw identiteit met een identiteitsbewijs te bevestigen. Daarna keert u automatisch hier terug.',
  'ui.checkout.providerHandOff.idCheckContinue': 'Verder naar identiteitscontrole',
  'ui.checkout.providerHandOff.idCheckPending': 'De identiteitscontrole wordt voorbereid…',
  'ui.checkout.providerHandOff.idCheckError':
    'De identiteitscontrole kon niet worden geopend. Probeer het opnieuw.',
  'ui.checkout.returnStatus.paymentChecking': 'Uw betaling wordt gecontroleerd',
  'ui.checkout.returnStatus.paymentSuccess': 'Betaling ontvangen',
  'ui.checkout.returnStatus.paymentFailed': 'Betaling niet voltooid',
  'ui.checkout.returnStatus.paymentFailedText':
    'Uw betaling kon niet worden bevestigd. Probeer het opnieuw of gebruik een andere kaart.',
  'ui.checkout.returnStatus.eSignatureChecking': 'Uw handtekening wordt gecontroleerd',
  'ui.checkout.returnStatus.eSignatureSuccess': 'Contract ondertekend',
  'ui.checkout.returnStatus.eSignatureFailed': 'Ondertekening niet voltooid',
  'ui.checkout.returnStatus.eSignatureFailedText':
    'Uw handtekening kon niet worden bevestigd. Probeer het opnieuw.',
  'ui.checkout.returnStatus.idCheckChecking': 'Uw identiteit wordt gecontroleerd',
  'ui.checkout.returnStatus.idCheckSuccess': 'Identiteit bevestigd',
  'ui.checkout.returnStatus.idCheckFailed': 'Identiteitscontrole niet voltooid',
  'ui.checkout.returnStatus.idCheckFailedText':
    'Uw identiteitscontrole kon niet worden bevestigd. Probeer het opnieuw.',
  'ui.checkout.returnStatus.checkingText': 'Dit duurt enkele seconden. Houd deze pagina open.',
  'ui.checkout.returnStatus.successText': 'Bedankt. U gaat nu door naar de volgende stap.',
  'ui.checkout.returnStatus.continue': 'Doorgaan',
  'ui.checkout.resultSummary.title': 'Boeking bevestigd',
  'ui.checkout.resultSummary.emailSent': 'We hebben een bevestiging gestuurd naar {email}.',
  'ui.checkout.resultSummary.reference': 'Boekingsnummer',
  'ui.checkout.resultSummary.unitType': 'Opslagruimte',
  'ui.checkout.resultSummary.unit': 'Nummer van de opslagruimte',
  'ui.checkout.resultSummary.location': 'Locatie',
  'ui.checkout.resultSummary.moveInDate': 'Ingangsdatum',
  'ui.checkout.resultSummary.paidNow': 'Nu betaald',
  'ui.checkout.resultSummary.recurring':
    '{period, select, weekly {Elke week} monthly {Elke maand} other {Terugkerend bedrag}}',
  'ui.checkout.resultSummary.portalLink': 'Naar het klantenportaal',
  'ui.checkout.resultSummary.emailSentWithPortalLink':
    'We hebben een bevestiging gestuurd naar {email}, met een link naar uw klantenportaal.',
  'ui.checkout.resultSummary.bookingInPortal': 'Deze boeking bekijken in het klantenportaal',

  'ui.checkout.holdCountdown.label': 'Resterende tijd om uw boeking af te ronden',
  'ui.checkout.holdCountdown.warning':
    '{minutes, plural, one {Nog # minuut om uw boeking af te ronden. Daarna komt de opslagruimte weer vrij.} other {Nog # minuten om uw boeking af te ronden. Daarna komt de opslagruimte weer vrij.}}',
  'ui.checkout.holdCountdown.expired': 'De tijd om uw boeking af te ronden is verstreken.',

  'ui.checkout.stripe.formLabel': 'Kaartgegevens',
  'ui.checkout.stripe.loading': 'Het beveiligde kaartformulier wordt geladen…',
  'ui.checkout.stripe.loadError':
    'Het kaartformulier kon niet worden geladen. Controleer uw verbinding en probeer het opnieuw.',
  'ui.checkout.stripe.pay': '{amount} betalen',
  'ui.checkout.stripe.saveCard': 'Kaart opslaan',
  'ui.checkout.stripe.processingPayment': 'Uw betaling wordt verwerkt…',
  'ui.checkout.stripe.savingCard': 'Uw kaart wordt opgeslagen…',
  'ui.checkout.stripe.confirmError':
    'Uw kaart kon niet worden bevestigd. Probeer het opnieuw of gebruik een andere kaart.',

  // The failed identity check's page (IdCheckFailedPage): shown only in the checkout, so loaded with it.
  'ui.checkout.idCheckFailed.title': 'Identiteit niet bevestigd',
  'ui.checkout.idCheckFailed.text':
    'We konden uw identiteit met deze controle niet bevestigen. Probeer het opnieuw met een geldig identiteitsbewijs of neem contact op met de klantenservice.',
} satisfies Record<keyof typeof english, string>;
