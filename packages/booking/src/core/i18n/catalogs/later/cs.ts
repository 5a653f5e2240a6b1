import checkout from '../checkout/cs';
import discountReasons from '../discountReasons/cs';
import moveIn from '../moveIn/cs';
import portal from '../portal/cs';

/**
 * Czech messages of the checkout, the customer portal and a discount code that does not
 * apply: `I18nProvider` with `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...discountReasons, ...portal, ...moveIn };
