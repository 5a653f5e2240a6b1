import checkout from '../checkout/de';
import portal from '../portal/de';

/**
 * German messages of the checkout and the customer portal: `I18nProvider` with
 * `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...portal };
