import checkout from '../checkout/el';
import portal from '../portal/el';

/**
 * Greek messages of the checkout and the customer portal: `I18nProvider` with
 * `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...portal };
