import checkout from '../checkout/en';
import portal from '../portal/en';

/**
 * English messages of the checkout and the customer portal: `I18nProvider` with
 * `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...portal };
