import checkout from '../checkout/pt';

/**
 * Portuguese messages of the checkout: `I18nProvider` with `deferMessages` loads them after the
 * first page, not before it.
 */
export default checkout;
