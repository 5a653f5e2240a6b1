import checkout from '../checkout/el';
import discountReasons from '../discountReasons/el';
import moveIn from '../moveIn/el';
import portal from '../portal/el';

/**
 * Greek messages of the checkout, the customer portal and a discount code that does not
 * apply: `I18nProvider` with `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...discountReasons, ...portal, ...moveIn };
