import checkout from '../checkout/nb';

/**
 * Norwegian (Bokmål) messages of the checkout: `I18nProvider` with `deferMessages` loads them after the
 * first page, not before it.
 */
export default checkout;
