import checkout from '../checkout/ru';
import webCheckout from '../webCheckout/ru';

/**
 * Russian messages of the checkout: `I18nProvider` with `deferMessages` loads them after the
 * first page, not before it.
 */
export default { ...checkout, ...webCheckout };
