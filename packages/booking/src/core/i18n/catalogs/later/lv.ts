import checkout from '../checkout/lv';
import portal from '../portal/lv';

/**
 * Latvian messages of the checkout and the customer portal: `I18nProvider` with
 * `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...portal };
