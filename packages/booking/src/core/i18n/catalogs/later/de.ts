import checkout from '../checkout/de';
import discountReasons from '../discountReasons/de';
import invoicePayment from '../invoicePayment/de';
import moveIn from '../moveIn/de';
import portal from '../portal/de';
import preferences from '../preferences/de';

/**
 * German messages of the checkout, the customer portal and a discount code that does not
 * apply: `I18nProvider` with `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...discountReasons, ...portal, ...invoicePayment, ...preferences, ...moveIn };
