import type english from './en';

/** Messages of the reference app checkout pages (web.checkout.*) in nl. */
export default {
  'web.checkout.loadError': 'De afrekenpagina kon niet worden geladen.',
  'web.checkout.reason.paymentDeclined':
    'Uw kaart is geweigerd en er is niets afgeschreven. Probeer het opnieuw of gebruik een andere kaart.',
  'web.checkout.reason.foreignSession':
    'Die link hoorde bij een andere boekingssessie, dus er is niets gewijzigd. U kunt hier verdergaan met uw boeking.',
  'web.checkout.reason.unknownBasket': 'We konden deze afrekensessie niet vinden.',
  'web.checkout.summary.title': 'Uw boeking',
  'web.checkout.summary.unitType': 'Opslagruimte',
  'web.checkout.summary.moveInDate': 'Ingangsdatum',
  'web.checkout.summary.dueNow': 'Nu te betalen',
  'web.checkout.summary.recurring': 'Huur per periode',
  'web.checkout.verify.waiting':
    'Uw bank heeft de betaling nog niet bevestigd. Ga verder op de betaalpagina om de betaling af te ronden.',
  'web.checkout.createBooking.creating': 'Uw boeking wordt aangemaakt…',
  'web.checkout.createBooking.error':
    'Uw boeking kon nog niet worden aangemaakt. Er is niets dubbel geboekt.',
  'web.checkout.success.loading': 'Uw boekingsbevestiging wordt geladen…',
  'web.checkout.success.loadError': 'Uw boekingsbevestiging kon niet worden geladen.',
  'web.checkout.success.invalidTitle': 'Deze bevestigingslink is niet geldig',
  'web.checkout.success.invalidText':
    'We konden via deze link geen boeking bevestigen. Als u heeft geboekt, vindt u de gegevens in uw bevestigingsmail.',
  'web.checkout.signed.title': 'Contract ondertekend',
  'web.checkout.signed.text': 'Bedankt voor het ondertekenen. Ga verder met uw boeking om deze af te ronden.',
  'web.checkout.signed.closeText':
    'Bedankt voor het ondertekenen. U kunt deze pagina sluiten en verdergaan waar u begonnen bent.',
  'web.checkout.signed.continue': 'Verder met uw boeking',
  'web.checkout.idCheckRedirect.title': 'Identiteitscontrole voltooid',
  'web.checkout.idCheckRedirect.text':
    'Bedankt. U kunt deze pagina sluiten en uw boeking voortzetten waar u ermee begonnen bent.',
} satisfies Record<keyof typeof english, string>;
