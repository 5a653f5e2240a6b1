import checkout from '../checkout/fr';
import discountReasons from '../discountReasons/fr';
import invoicePayment from '../invoicePayment/fr';
import moveIn from '../moveIn/fr';
import portal from '../portal/fr';
import preferences from '../preferences/fr';

/**
 * French messages of the checkout, the customer portal and a discount code that does not
 * apply: `I18nProvider` with `deferMessages` loads them after the first page, not before it.
 */
export default { ...checkout, ...discountReasons, ...portal, ...invoicePayment, ...preferences, ...moveIn };
