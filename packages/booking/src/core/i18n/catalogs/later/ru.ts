import checkout from '../checkout/ru';
import discountReasons from '../discountReasons/ru';
import invoicePayment from '../invoicePayment/ru';
import moveIn from '../moveIn/ru';
import portal from '../portal/ru';
import preferences from '../preferences/ru';

/**
 * Russian messages of the checkout, the customer portal and a discount code that does not
 * apply: `I18nProvider` with `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...discountReasons, ...portal, ...invoicePayment, ...preferences, ...moveIn };
