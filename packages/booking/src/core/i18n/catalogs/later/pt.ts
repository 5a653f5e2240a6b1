import checkout from '../checkout/pt';
import portal from '../portal/pt';

/**
 * Portuguese messages of the checkout and the customer portal: `I18nProvider` with
 * `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...portal };
