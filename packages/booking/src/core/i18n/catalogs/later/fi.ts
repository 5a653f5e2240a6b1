import checkout from '../checkout/fi';
import discountReasons from '../discountReasons/fi';
import invoicePayment from '../invoicePayment/fi';
import moveIn from '../moveIn/fi';
import portal from '../portal/fi';
import preferences from '../preferences/fi';

/**
 * Finnish messages of the checkout, the customer portal and a discount code that does not
 * apply: `I18nProvider` with `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...discountReasons, ...portal, ...invoicePayment, ...preferences, ...moveIn };
