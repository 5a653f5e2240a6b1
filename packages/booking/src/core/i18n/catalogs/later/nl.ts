import checkout from '../checkout/nl';
import discountReasons from '../discountReasons/nl';
import invoicePayment from '../invoicePayment/nl';
import moveIn from '../moveIn/nl';
import portal from '../portal/nl';
import preferences from '../preferences/nl';

/**
 * Dutch messages of the checkout, the customer portal and a discount code that does not
 * apply: `I18nProvider` with `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...discountReasons, ...portal, ...invoicePayment, ...preferences, ...moveIn };
