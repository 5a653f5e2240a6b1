import checkout from '../checkout/lv';
import webCheckout from '../webCheckout/lv';

/**
 * Latvian messages of the checkout: `I18nProvider` with `deferMessages` loads them after the
 * first page, not before it.
 */
export default { ...checkout, ...webCheckout };
