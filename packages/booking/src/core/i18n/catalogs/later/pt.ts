import checkout from '../checkout/pt';
import webCheckout from '../webCheckout/pt';

/**
 * Portuguese messages of the checkout: `I18nProvider` with `deferMessages` loads them after the
 * first page, not before it.
 */
export default { ...checkout, ...webCheckout };
