import checkout from '../checkout/nl';
import discountReasons from '../discountReasons/nl';
import moveIn from '../moveIn/nl';
import portal from '../portal/nl';

/**
 * Dutch messages of the checkout, the customer portal and a discount code that does not
 * apply: `I18nProvider` with `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...discountReasons, ...portal, ...moveIn };
