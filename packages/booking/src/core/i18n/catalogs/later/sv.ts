import checkout from '../checkout/sv';
import discountReasons from '../discountReasons/sv';
import invoicePayment from '../invoicePayment/sv';
import moveIn from '../moveIn/sv';
import portal from '../portal/sv';
import preferences from '../preferences/sv';

/**
 * Swedish messages of the checkout, the customer portal and a discount code that does not
 * apply: `I18nProvider` with `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...discountReasons, ...portal, ...invoicePayment, ...preferences, ...moveIn };
