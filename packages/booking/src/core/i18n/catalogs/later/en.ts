import checkout from '../checkout/en';
import discountReasons from '../discountReasons/en';
import invoicePayment from '../invoicePayment/en';
import moveIn from '../moveIn/en';
import portal from '../portal/en';
import preferences from '../preferences/en';

/**
 * English messages of the checkout, the customer portal and a discount code that does not
 * apply: `I18nProvider` with `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...discountReasons, ...portal, ...invoicePayment, ...preferences, ...moveIn };
