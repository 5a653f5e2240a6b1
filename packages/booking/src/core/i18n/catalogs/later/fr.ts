import checkout from '../checkout/fr';
import portal from '../portal/fr';

/**
 * French messages of the checkout and the customer portal: `I18nProvider` with
 * `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...portal };
