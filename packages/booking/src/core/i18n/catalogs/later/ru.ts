import checkout from '../checkout/ru';
import portal from '../portal/ru';

/**
 * Russian messages of the checkout and the customer portal: `I18nProvider` with
 * `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...portal };
