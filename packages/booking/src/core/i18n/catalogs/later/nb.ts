import checkout from '../checkout/nb';
import discountReasons from '../discountReasons/nb';
import invoicePayment from '../invoicePayment/nb';
import moveIn from '../moveIn/nb';
import portal from '../portal/nb';
import preferences from '../preferences/nb';

/**
 * Norwegian (Bokmål) messages of the checkout, the customer portal and a discount code that does not
 * apply: `I18nProvider` with `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...discountReasons, ...portal, ...invoicePayment, ...preferences, ...moveIn };
