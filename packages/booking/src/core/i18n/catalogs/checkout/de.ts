import type english from './en';

/** Messages of the checkout: step indicator, provider hand-off and return panels, result summary, Stripe card payment in de. */
export default {
  'ui.checkout.stepIndicator.label': 'Buchungsschritte',
  'ui.checkout.stepIndicator.summary': 'Schritt {current, number} von {total, number}: {step}',
  'ui.checkout.stepIndicator.completed': '(abgeschlossen)',
  'ui.checkout.providerHandOff.paymentTitle': 'Bezahlen Sie Ihre Buchung',
  'ui.checkout.providerHandOff.paymentText':
    'Sie werden zu unserem Zahlungspartner weitergeleitet, um sicher mit Karte zu bezahlen. Danach kehren Sie automatisch hierher zurück.',
  'ui.checkout.providerHandOff.paymentContinue': 'Weiter zur Zahlung',
  'ui.checkout.providerHandOff.paymentPending': 'Die Zahlungsseite wird vorbereitet…',
  'ui.checkout.providerHandOff.paymentError':
    'Die Zahlungsseite konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.',
  'ui.checkout.providerHandOff.eSignatureTitle': 'Unterschreiben Sie Ihren Mietvertrag',
  'ui.checkout.providerHandOff.eSignatureText':
    'Sie werden zu unserem Signaturpartner weitergeleitet, um Ihren Mietvertrag elektronisch zu unterschreiben. Danach kehren Sie automatisch hierher zurück.',
  'ui.checkout.providerHandOff.eSignatureContinue': 'Weiter zur Unterschrift',
  'ui.checkout.providerHandOff.eSignaturePending': 'Die Signaturseite wird vorbereitet…',
  'ui.checkout.providerHandOff.eSignatureError':
    'Die Signaturseite konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.',
  'ui.checkout.providerHandOff.idCheckTitle': 'Bestätigen Sie Ihre Identität',
  'ui.checkout.providerHandOff.idCheckText':
    'Sie werden zu unserem Partner für die Identitätsprüfung weitergeleitet, um Ihre Identität mit einem Ausweisdokument zu bestätigen. Danach kehren Sie automatisch hierher zurück.',
  'ui.checkout.providerHandOff.idCheckContinue': 'Weiter zur Identitätsprüfung',
  'ui.checkout.providerHandOff.idCheckPending': 'Die Identitätsprüfung wird vorbereitet…',
  'ui.checkout.providerHandOff.idCheckError':
    'Die Identitätsprüfung konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.',
  'ui.checkout.returnStatus.paymentChecking': 'Ihre Zahlung wird geprüft',
  'ui.checkout.returnStatus.paymentSuccess': 'Zahlung erhalten',
  'ui.checkout.returnStatus.paymentFailed': 'Zahlung nicht abgeschlossen',
  'ui.checkout.returnStatus.paymentFailedText':
    'Ihre Zahlung konnte nicht bestätigt werden. Bitte versuchen Sie es erneut oder verwenden Sie eine andere Karte.',
  'ui.checkout.returnStatus.eSignatureChecking': 'Ihre Unterschrift wird geprüft',
  'ui.checkout.returnStatus.eSignatureSuccess': 'Vertrag unterschrieben',
  'ui.checkout.returnStatus.eSignatureFailed': 'Unterschrift nicht abgeschlossen',
  'ui.checkout.returnStatus.eSignatureFailedText':
    'Ihre Unterschrift konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.',
  'ui.checkout.returnStatus.idCheckChecking': 'Ihre Identität wird geprüft',
  'ui.checkout.returnStatus.idCheckSuccess': 'Identität bestätigt',
  'ui.checkout.returnStatus.idCheckFailed': 'Identitätsprüfung nicht abgeschlossen',
  'ui.checkout.returnStatus.idCheckFailedText':
    'Ihre Identitätsprüfung konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.',
  'ui.checkout.returnStatus.checkingText':
    'Das dauert einige Sekunden. Bitte lassen Sie diese Seite geöffnet.',
  'ui.checkout.returnStatus.successText': 'Vielen Dank. Sie werden zum nächsten Schritt weitergeleitet.',
  'ui.checkout.returnStatus.continue': 'Weiter',
  'ui.checkout.resultSummary.title': 'Buchung bestätigt',
  'ui.checkout.resultSummary.emailSent': 'Wir haben eine Bestätigung an {email} gesendet.',
  'ui.checkout.resultSummary.reference': 'Buchungsnummer',
  'ui.checkout.resultSummary.unitType': 'Lagerabteil',
  'ui.checkout.resultSummary.unit': 'Abteilnummer',
  'ui.checkout.resultSummary.location': 'Standort',
  'ui.checkout.resultSummary.moveInDate': 'Einzugsdatum',
  'ui.checkout.resultSummary.paidNow': 'Jetzt bezahlt',
  'ui.checkout.resultSummary.recurring':
    '{period, select, weekly {Jede Woche} monthly {Jeden Monat} other {Wiederkehrend}}',
  'ui.checkout.resultSummary.portalLink': 'Zum Kundenportal',
  'ui.checkout.resultSummary.emailSentWithPortalLink':
    'Wir haben eine Bestätigung an {email} gesendet, mit einem Link zu Ihrem Kundenportal.',
  'ui.checkout.resultSummary.bookingInPortal': 'Diese Buchung im Kundenportal ansehen',

  'ui.checkout.holdCountdown.label': 'Verbleibende Zeit für Ihre Buchung',
  'ui.checkout.holdCountdown.warning':
    '{minutes, plural, one {Noch # Minute, um Ihre Buchung abzuschließen. Danach wird das Abteil freigegeben.} other {Noch # Minuten, um Ihre Buchung abzuschließen. Danach wird das Abteil freigegeben.}}',
  'ui.checkout.holdCountdown.expired': 'Die Zeit zum Abschließen Ihrer Buchung ist abgelaufen.',

  'ui.checkout.stripe.formLabel': 'Kartendaten',
  'ui.checkout.stripe.loading': 'Das sichere Kartenformular wird geladen…',
  'ui.checkout.stripe.loadError':
    'Das Kartenformular konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'ui.checkout.stripe.pay': '{amount} bezahlen',
  'ui.checkout.stripe.saveCard': 'Karte speichern',
  'ui.checkout.stripe.processingPayment': 'Ihre Zahlung wird verarbeitet…',
  'ui.checkout.stripe.savingCard': 'Ihre Karte wird gespeichert…',
  'ui.checkout.stripe.confirmError':
    'Ihre Karte konnte nicht bestätigt werden. Bitte versuchen Sie es erneut oder verwenden Sie eine andere Karte.',

  // The failed identity check's page (IdCheckFailedPage): shown only in the checkout, so loaded with it.
  'ui.checkout.idCheckFailed.title': 'Identität nicht bestätigt',
  'ui.checkout.idCheckFailed.text':
    'Ihre Identität konnte mit dieser Prüfung nicht bestätigt werden. Bitte versuchen Sie es mit einem gültigen Ausweisdokument erneut oder wenden Sie sich an den Support.',
} satisfies Record<keyof typeof english, string>;
