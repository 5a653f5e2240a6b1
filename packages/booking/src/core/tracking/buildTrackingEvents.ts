import { sha256, toHex } from '../../internal/sha256';
import { redactSecrets } from './redactSecrets';

/** A GA4 ecommerce item: the unit type, insurance or product in the basket. */
export interface EcommerceItem {
  /** The item's id, such as the unit type id. */
  item_id: string;
  /** The item's name. */
  item_name: string;
  /** Unit price in the location's currency. */
  price: number;
  /** How many. */
  quantity: number;
  /** The unit type category, insurance or product group. */
  item_category?: string;
  /** The billing period or size. */
  item_variant?: string;
  /** A discount code applied to the item. */
  coupon?: string;
  /** The discount amount on the item. */
  discount?: number;
}

/** The GA4 `ecommerce` object of an event. */
export interface EcommerceData {
  /** ISO 4217 currency code of the location. */
  currency: string;
  /** Total value of the event. */
  value: number;
  /** The items. */
  items: EcommerceItem[];
  /** The discount code, if any. */
  coupon?: string;
  /** The booking id; required for `purchase`. */
  transaction_id?: string;
  /** The payment method for `add_payment_info`. */
  payment_type?: string;
}

/** The customer's contact details; only their SHA-256 hashes are ever pushed. */
export interface CustomerContact {
  /** Email address as entered. */
  email?: string | null;
  /** Phone number and prefix as entered, or a full international number. */
  phone?: { number?: string | null; prefix?: string | null } | string | null;
}

/** Enhanced conversion data: normalised, SHA-256 hashed (hex) contact details, never raw. */
export interface EnhancedConversionData {
  /** SHA-256 of the trimmed, lower-cased email address. */
  sha256_email_address?: string;
  /** SHA-256 of the phone number in E.164 form (`+46701234567`). */
  sha256_phone_number?: string;
}

/** The data layer ecommerce events of spec section 7. */
export type EcommerceEventName =
  | 'add_to_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase';

/** An ecommerce event as pushed to the data layer. */
export interface EcommerceEvent {
  /** The GA4 event name, such as `begin_checkout` or `purchase`. */
  event: EcommerceEventName;
  /** The basket: currency, value and items. */
  ecommerce: EcommerceData;
  /** The customer's hashed contact details for enhanced conversions. */
  enhanced_conversion_data: EnhancedConversionData;
}

/** A virtual page view as pushed to the data layer. */
export interface VirtualPageviewEvent {
  /** Always `virtualPageview`. */
  event: 'virtualPageview';
  /** The page URL with anything looking like a token removed. */
  pageUrl: string;
  /** The page title as the browser shows it: `<page title> | <tenant name>`. */
  pageTitle: string;
}

/** The entry that clears the previous ecommerce data; pushed before each ecommerce event. */
export const ECOMMERCE_RESET: Readonly<{ ecommerce: null }> = Object.freeze({ ecommerce: null });

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** Email as Google's enhanced conversions expect it: trimmed, lower case, no dots before a Gmail domain. */
export function normalizeEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  const at = normalized.lastIndexOf('@');
  if (at <= 0) return normalized;
  const domain = normalized.slice(at + 1);
  return GMAIL_DOMAINS.has(domain) ? `${normalized.slice(0, at).replace(/\./g, '')}@${domain}` : normalized;
}

/**
 * Phone in E.164 form (`+` and digits): the prefix's digits and the number's digits, without the
 * national trunk 0 (kept for Italy, where it is part of the number). `undefined` when no
 * international form can be built.
 */
export function normalizePhone(phone: CustomerContact['phone']): string | undefined {
  if (!phone) return undefined;
  const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');
  if (typeof phone === 'string') {
    return phone.trim().startsWith('+') && digits(phone) ? `+${digits(phone)}` : undefined;
  }
  const prefix = digits(phone.prefix);
  let number = digits(phone.number);
  if (!prefix || !number) return undefined;
  if (prefix !== '39') number = number.replace(/^0+/, '');
  return number ? `+${prefix}${number}` : undefined;
}

/** Hashes the customer's contact details for enhanced conversions; missing details are left out. */
export async function hashEnhancedConversionData(
  customer?: CustomerContact,
): Promise<EnhancedConversionData> {
  const data: EnhancedConversionData = {};
  const email = customer?.email ? normalizeEmail(customer.email) : '';
  if (email.includes('@')) data.sha256_email_address = toHex(await sha256(email));
  const phone = normalizePhone(customer?.phone);
  if (phone) data.sha256_phone_number = toHex(await sha256(phone));
  return data;
}

/** The `virtualPageview` event (spec section 7), with secrets removed from the URL. */
export function buildVirtualPageview(page: { pageUrl: string; pageTitle: string }): VirtualPageviewEvent {
  return { event: 'virtualPageview', pageUrl: redactSecrets(page.pageUrl), pageTitle: page.pageTitle };
}

/**
 * An ecommerce event (spec section 7) with GA4 `ecommerce` data and hashed
 * `enhanced_conversion_data`. `purchase` needs a `transaction_id`.
 */
export async function buildEcommerceEvent(
  event: EcommerceEventName,
  ecommerce: EcommerceData,
  customer?: CustomerContact,
): Promise<EcommerceEvent> {
  if (event === 'purchase' && !ecommerce.transaction_id) {
    throw new Error('Stowly tracking: purchase needs transaction_id');
  }
  return {
    event,
    ecommerce,
    enhanced_conversion_data: await hashEnhancedConversionData(customer),
  };
}
