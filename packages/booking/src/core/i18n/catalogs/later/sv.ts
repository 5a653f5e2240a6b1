import checkout from '../checkout/sv';
import discountReasons from '../discountReasons/sv';
import moveIn from '../moveIn/sv';
import portal from '../portal/sv';

/**
 * Swedish messages of the checkout, the customer portal and a discount code that does not
 * apply: `I18nProvider` with `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...discountReasons, ...portal, ...moveIn };
