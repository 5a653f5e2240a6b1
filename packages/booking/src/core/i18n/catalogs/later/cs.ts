import checkout from '../checkout/cs';
import discountReasons from '../discountReasons/cs';
import invoicePayment from '../invoicePayment/cs';
import moveIn from '../moveIn/cs';
import portal from '../portal/cs';
import preferences from '../preferences/cs';

/**
 * Czech messages of the checkout, the customer portal and a discount code that does not
 * apply: `I18nProvider` with `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...discountReasons, ...portal, ...invoicePayment, ...preferences, ...moveIn };
