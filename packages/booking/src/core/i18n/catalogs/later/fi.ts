import checkout from '../checkout/fi';
import portal from '../portal/fi';

/**
 * Finnish messages of the checkout and the customer portal: `I18nProvider` with
 * `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...portal };
