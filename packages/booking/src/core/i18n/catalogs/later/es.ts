import checkout from '../checkout/es';

/**
 * Spanish messages of the checkout: `I18nProvider` with `deferMessages` loads them after the
 * first page, not before it.
 */
export default checkout;
