import checkout from '../checkout/cs';
import portal from '../portal/cs';

/**
 * Czech messages of the checkout and the customer portal: `I18nProvider` with
 * `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...portal };
