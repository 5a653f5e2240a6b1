import checkout from '../checkout/es';
import portal from '../portal/es';

/**
 * Spanish messages of the checkout and the customer portal: `I18nProvider` with
 * `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...portal };
