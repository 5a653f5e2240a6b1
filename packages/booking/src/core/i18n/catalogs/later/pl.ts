import checkout from '../checkout/pl';
import portal from '../portal/pl';

/**
 * Polish messages of the checkout and the customer portal: `I18nProvider` with
 * `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...portal };
