import checkout from '../checkout/el';
import discountReasons from '../discountReasons/el';
import invoicePayment from '../invoicePayment/el';
import moveIn from '../moveIn/el';
import portal from '../portal/el';
import preferences from '../preferences/el';

/**
 * Greek messages of the checkout, the customer portal and a discount code that does not
 * apply: `I18nProvider` with `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...discountReasons, ...portal, ...invoicePayment, ...preferences, ...moveIn };
