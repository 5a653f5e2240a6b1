import checkout from '../checkout/nb';
import portal from '../portal/nb';

/**
 * Norwegian (Bokmål) messages of the checkout and the customer portal: `I18nProvider` with
 * `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...portal };
