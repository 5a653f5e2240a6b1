import checkout from '../checkout/fr';
import webCheckout from '../webCheckout/fr';

/**
 * French messages of the checkout: `I18nProvider` with `deferMessages` loads them after the
 * first page, not before it.
 */
export default { ...checkout, ...webCheckout };
