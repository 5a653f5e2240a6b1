import checkout from '../checkout/lv';
import discountReasons from '../discountReasons/lv';
import invoicePayment from '../invoicePayment/lv';
import moveIn from '../moveIn/lv';
import portal from '../portal/lv';
import preferences from '../preferences/lv';

/**
 * Latvian messages of the checkout, the customer portal and a discount code that does not
 * apply: `I18nProvider` with `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...discountReasons, ...portal, ...invoicePayment, ...preferences, ...moveIn };
