import type english from './en';

/** Messages of the checkout: step indicator, provider hand-off and return panels, result summary, Stripe card payment in pl. */
export default {
  'ui.checkout.stepIndicator.label': 'Etapy finalizacji rezerwacji',
  'ui.checkout.stepIndicator.summary': 'Krok {current, number} z {total, number}: {step}',
  'ui.checkout.stepIndicator.completed': '(ukończono)',
  'ui.checkout.providerHandOff.paymentTitle': 'Płatność za rezerwację',
  'ui.checkout.providerHandOff.paymentText':
    'Nastąpi przekierowanie do naszego partnera płatniczego, gdzie można bezpiecznie zapłacić kartą. Potem nastąpi automatyczny powrót na tę stronę.',
  'ui.checkout.providerHandOff.paymentContinue': 'Przejdź do płatności',
  'ui.checkout.providerHandOff.paymentPending': 'Przygotowywanie strony płatności…',
  'ui.checkout.providerHandOff.paymentError':
    'Nie udało się otworzyć strony płatności. Prosimy spróbować ponownie.',
  'ui.checkout.providerHandOff.eSignatureTitle': 'Podpisanie umowy najmu',
  'ui.checkout.providerHandOff.eSignatureText':
    'Nastąpi przekierowanie do naszego partnera, u którego można elektronicznie podpisać umowę najmu. Potem nastąpi automatyczny powrót na tę stronę.',
  'ui.checkout.providerHandOff.eSignatureContinue': 'Przejdź do podpisania',
  'ui.checkout.providerHandOff.eSignaturePending': 'Przygotowywanie strony podpisu…',
  'ui.checkout.providerHandOff.eSignatureError':
    'Nie udało się otworzyć strony podpisu. Prosimy spróbować ponownie.',
  'ui.checkout.providerHandOff.idCheckTitle': 'Potwierdzenie tożsamości',
  'ui.checkout.providerHandOff.idCheckText':
    'Nastąpi przekierowanie do naszego partnera weryfikacji tożsamości, gdzie można potwierdzić tożsamość za pomocą dokumentu tożsamości. Potem nastąpi automatyczny powrót na tę stronę.',
  'ui.checkout.providerHandOff.idCheckContinue': 'Przejdź do weryfikacji tożsamości',
  'ui.checkout.providerHandOff.idCheckPending': 'Przygotowywanie weryfikacji tożsamości…',
  'ui.checkout.providerHandOff.idCheckError':
    'Nie udało się otworzyć weryfikacji tożsamości. Prosimy spróbować ponownie.',
  'ui.checkout.returnStatus.paymentChecking': 'Sprawdzanie płatności',
  'ui.checkout.returnStatus.paymentSuccess': 'Płatność otrzymana',
  'ui.checkout.returnStatus.paymentFailed': 'Płatność nie została zakończona',
  'ui.checkout.returnStatus.paymentFailedText':
    'Nie udało się potwierdzić płatności. Prosimy spróbować ponownie lub użyć innej karty.',
  'ui.checkout.returnStatus.eSignatureChecking': 'Sprawdzanie podpisu',
  'ui.checkout.returnStatus.eSignatureSuccess': 'Umowa podpisana',
  'ui.checkout.returnStatus.eSignatureFailed': 'Podpisywanie nie zostało zakończone',
  'ui.checkout.returnStatus.eSignatureFailedText':
    'Nie udało się potwierdzić podpisu. Prosimy spróbować ponownie.',
  'ui.checkout.returnStatus.idCheckChecking': 'Sprawdzanie tożsamości',
  'ui.checkout.returnStatus.idCheckSuccess': 'Tożsamość potwierdzona',
  'ui.checkout.returnStatus.idCheckFailed': 'Weryfikacja tożsamości nie została zakończona',
  'ui.checkout.returnStatus.idCheckFailedText':
    'Nie udało się potwierdzić weryfikacji tożsamości. Prosimy spróbować ponownie.',
  'ui.checkout.returnStatus.checkingText': 'To potrwa kilka sekund. Prosimy nie zamykać tej strony.',
  'ui.checkout.returnStatus.successText': 'Dziękujemy. Trwa przejście do następnego kroku.',
  'ui.checkout.returnStatus.continue': 'Dalej',
  'ui.checkout.resultSummary.title': 'Rezerwacja potwierdzona',
  'ui.checkout.resultSummary.emailSent': 'Potwierdzenie wysłaliśmy na adres {email}.',
  'ui.checkout.resultSummary.reference': 'Numer rezerwacji',
  'ui.checkout.resultSummary.unitType': 'Boks magazynowy',
  'ui.checkout.resultSummary.unit': 'Numer boksu',
  'ui.checkout.resultSummary.location': 'Lokalizacja',
  'ui.checkout.resultSummary.moveInDate': 'Data rozpoczęcia najmu',
  'ui.checkout.resultSummary.paidNow': 'Zapłacono teraz',
  'ui.checkout.resultSummary.recurring':
    '{period, select, weekly {Co tydzień} monthly {Co miesiąc} other {Kwota cykliczna}}',
  'ui.checkout.resultSummary.portalLink': 'Przejdź do portalu klienta',
  'ui.checkout.resultSummary.emailSentWithPortalLink':
    'Potwierdzenie wysłaliśmy na adres {email} wraz z linkiem do portalu klienta.',
  'ui.checkout.resultSummary.bookingInPortal': 'Zobacz tę rezerwację w portalu klienta',

  'ui.checkout.holdCountdown.label': 'Czas na dokończenie rezerwacji',
  'ui.checkout.holdCountdown.warning':
    '{minutes, plural, one {Została # minuta na dokończenie rezerwacji. Potem boks zostanie zwolniony.} few {Zostały # minuty na dokończenie rezerwacji. Potem boks zostanie zwolniony.} many {Zostało # minut na dokończenie rezerwacji. Potem boks zostanie zwolniony.} other {Zostało # minuty na dokończenie rezerwacji. Potem boks zostanie zwolniony.}}',
  'ui.checkout.holdCountdown.expired': 'Czas na dokończenie rezerwacji upłynął.',

  'ui.checkout.stripe.formLabel': 'Dane karty',
  'ui.checkout.stripe.loading': 'Ładowanie bezpiecznego formularza karty…',
  'ui.checkout.stripe.loadError':
    'Nie udało się załadować formularza karty. Prosimy sprawdzić połączenie i spróbować ponownie.',
  'ui.checkout.stripe.pay': 'Zapłać {amount}',
  'ui.checkout.stripe.saveCard': 'Zapisz kartę',
  'ui.checkout.stripe.processingPayment': 'Przetwarzanie płatności…',
  'ui.checkout.stripe.savingCard': 'Zapisywanie karty…',
  'ui.checkout.stripe.confirmError':
    'Nie udało się potwierdzić karty. Prosimy spróbować ponownie lub użyć innej karty.',

  // The failed identity check's page (IdCheckFailedPage): shown only in the checkout, so loaded with it.
  'ui.checkout.idCheckFailed.title': 'Tożsamość niepotwierdzona',
  'ui.checkout.idCheckFailed.text':
    'Nie udało się potwierdzić Twojej tożsamości podczas tej weryfikacji. Spróbuj ponownie z ważnym dokumentem tożsamości lub skontaktuj się z pomocą techniczną.',
} satisfies Record<keyof typeof english, string>;
