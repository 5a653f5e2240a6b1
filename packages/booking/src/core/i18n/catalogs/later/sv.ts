import checkout from '../checkout/sv';
import portal from '../portal/sv';

/**
 * Swedish messages of the checkout and the customer portal: `I18nProvider` with
 * `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...portal };
