import checkout from '../checkout/pt';
import discountReasons from '../discountReasons/pt';
import invoicePayment from '../invoicePayment/pt';
import moveIn from '../moveIn/pt';
import portal from '../portal/pt';
import preferences from '../preferences/pt';

/**
 * Portuguese messages of the checkout, the customer portal and a discount code that does not
 * apply: `I18nProvider` with `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...discountReasons, ...portal, ...invoicePayment, ...preferences, ...moveIn };
