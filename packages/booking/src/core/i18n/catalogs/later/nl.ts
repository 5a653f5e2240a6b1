import checkout from '../checkout/nl';
import portal from '../portal/nl';

/**
 * Dutch messages of the checkout and the customer portal: `I18nProvider` with
 * `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...portal };
