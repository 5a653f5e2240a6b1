import checkout from '../checkout/pl';
import discountReasons from '../discountReasons/pl';
import invoicePayment from '../invoicePayment/pl';
import moveIn from '../moveIn/pl';
import portal from '../portal/pl';
import preferences from '../preferences/pl';

/**
 * Polish messages of the checkout, the customer portal and a discount code that does not
 * apply: `I18nProvider` with `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...discountReasons, ...portal, ...invoicePayment, ...preferences, ...moveIn };
