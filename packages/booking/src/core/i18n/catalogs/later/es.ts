import checkout from '../checkout/es';
import discountReasons from '../discountReasons/es';
import invoicePayment from '../invoicePayment/es';
import moveIn from '../moveIn/es';
import portal from '../portal/es';
import preferences from '../preferences/es';

/**
 * Spanish messages of the checkout, the customer portal and a discount code that does not
 * apply: `I18nProvider` with `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...discountReasons, ...portal, ...invoicePayment, ...preferences, ...moveIn };
