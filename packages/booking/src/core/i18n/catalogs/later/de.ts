import checkout from '../checkout/de';
import webCheckout from '../webCheckout/de';

/**
 * German messages of the checkout: `I18nProvider` with `deferMessages` loads them after the
 * first page, not before it.
 */
export default { ...checkout, ...webCheckout };
