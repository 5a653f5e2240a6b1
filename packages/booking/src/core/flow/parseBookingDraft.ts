import { isId } from '../../internal/isId';
import { isIsoDate } from '../../internal/isIsoDate';
import { isRecord } from '../../internal/isRecord';
import type { CustomerData } from '../customer/CustomerData';
import {
  type BookingFlowData,
  type CustomerType,
  DEFAULT_CUSTOMER_TYPE,
  DEFAULT_PRODUCT_QUANTITY,
  MAX_DISCOUNT_CODE_LENGTH,
  MAX_PRODUCT_QUANTITY,
  MAX_PRODUCTS_PER_FREQUENCY,
} from './createBookingStore';

/** A product line of the draft. */
export interface BookingDraftProduct {
  /** The product id (one-time or recurring, by the list it is in). */
  id: number;
  /** How many of the product, 1 to 99. @default 1 */
  quantity: number;
}

/** The booking-flow draft kept in session storage, exactly as spec section 3 describes it. */
export interface BookingDraft {
  /** The chosen unit type; a draft without one restores nothing. */
  unitType: { id: number } | null;
  /** The applied discount code; dropped on restore when the server rejects it. */
  discountCode: string | null;
  /**
   * The customer data typed so far (spec section 4: saved with a 500 ms debounce), so a reload keeps
   * it: the customer type (`'private'` when the stored draft has none) and the details. The
   * checkboxes (acceptances and consents) and the bot-check token are not kept: they are asked
   * again.
   */
  customerData: BookingDraftCustomerData;
  /** The chosen insurance and the id of its own billing period. */
  insurance: { id: number; billingPeriod: { id: number } } | null;
  /** The chosen billing period. */
  bookingPlan: { id: number } | null;
  /** `YYYY-MM-DD`. */
  moveInDate: string | null;
  /** The chosen products charged once. */
  oneTimeProducts: BookingDraftProduct[];
  /** The chosen products charged every billing period. */
  recurringProducts: BookingDraftProduct[];
}

/** The customer data a draft keeps: the customer type and the details typed, no checkbox. */
export type BookingDraftCustomerData = { customerType: CustomerType } & Pick<
  CustomerData,
  | 'firstName'
  | 'lastName'
  | 'companyName'
  | 'vatNumber'
  | 'street'
  | 'zip'
  | 'city'
  | 'email'
  | 'country'
  | 'phone'
>;

/** The customer details of the draft that are text. */
const DRAFT_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'vatNumber',
  'street',
  'zip',
  'city',
  'email',
] as const satisfies readonly (keyof BookingDraftCustomerData)[];

/** Longest text of one customer detail in a draft (the API's limits are shorter). */
const MAX_DRAFT_TEXT_LENGTH = 320;

/** Longest stored draft text that is parsed at all; a real draft is well under 2 kB. */
const MAX_DRAFT_LENGTH = 8192;

class InvalidDraft extends Error {}

const fail = (): never => {
  throw new InvalidDraft();
};

/** An object with only the given keys (anything else, `__proto__` included, is refused). */
function object(value: unknown, keys: readonly string[]): Record<string, unknown> {
  return isRecord(value) && Object.keys(value).every((key) => keys.includes(key)) ? value : fail();
}

const id = (value: unknown): number => (isId(value) ? value : fail());

/** A nullable field: absent and null both mean none. */
const optional = <T>(value: unknown, read: (value: unknown) => T): T | null =>
  value === undefined || value === null ? null : read(value);

const idObject = (value: unknown) => ({ id: id(object(value, ['id']).id) });

const text = (value: unknown): string =>
  typeof value === 'string' && value.length <= MAX_DRAFT_TEXT_LENGTH ? value : fail();

function products(value: unknown): BookingDraftProduct[] {
  const list = optional(value, (items) => (Array.isArray(items) ? items : fail())) ?? [];
  if (list.length > MAX_PRODUCTS_PER_FREQUENCY) fail();
  const parsed = list.map((item) => {
    const product = object(item, ['id', 'quantity']);
    const quantity = product.quantity ?? DEFAULT_PRODUCT_QUANTITY;
    return {
      id: id(product.id),
      quantity:
        typeof quantity === 'number' &&
        Number.isInteger(quantity) &&
        quantity >= 1 &&
        quantity <= MAX_PRODUCT_QUANTITY
          ? quantity
          : fail(),
    };
  });
  if (new Set(parsed.map((product) => product.id)).size !== parsed.length) fail();
  return parsed;
}

function readDraft(value: unknown): BookingDraft {
  const draft = object(value, [
    'unitType',
    'discountCode',
    'customerData',
    'insurance',
    'bookingPlan',
    'moveInDate',
    'oneTimeProducts',
    'recurringProducts',
  ]);
  const customer =
    optional(draft.customerData, (data) =>
      object(data, ['customerType', ...DRAFT_TEXT_FIELDS, 'country', 'phone']),
    ) ?? {};
  const customerType = customer.customerType ?? DEFAULT_CUSTOMER_TYPE;
  const details: Omit<BookingDraftCustomerData, 'customerType'> = {};
  for (const field of DRAFT_TEXT_FIELDS) {
    const value = optional(customer[field], text);
    if (value !== null) details[field] = value;
  }
  const country = optional(customer.country, idObject);
  if (country) details.country = country;
  const phone = optional(customer.phone, (value) => {
    const fields = object(value, ['prefix', 'number']);
    const prefix = optional(fields.prefix, text);
    const number = optional(fields.number, text);
    return { ...(prefix !== null && { prefix }), ...(number !== null && { number }) };
  });
  if (phone) details.phone = phone;
  const result: BookingDraft = {
    unitType: optional(draft.unitType, idObject),
    discountCode: optional(draft.discountCode, (code) =>
      typeof code === 'string' &&
      code.trim() === code &&
      code !== '' &&
      code.length <= MAX_DISCOUNT_CODE_LENGTH
        ? code
        : fail(),
    ),
    customerData: {
      customerType: customerType === 'private' || customerType === 'business' ? customerType : fail(),
      ...details,
    },
    insurance: optional(draft.insurance, (insurance) => {
      const fields = object(insurance, ['id', 'billingPeriod']);
      return { id: id(fields.id), billingPeriod: idObject(fields.billingPeriod) };
    }),
    bookingPlan: optional(draft.bookingPlan, idObject),
    moveInDate: optional(draft.moveInDate, (date) => (isIsoDate(date) ? date : fail())),
    oneTimeProducts: products(draft.oneTimeProducts),
    recurringProducts: products(draft.recurringProducts),
  };
  // The prerequisites of spec section 4 hold in every draft this package writes.
  const hasProducts = result.oneTimeProducts.length + result.recurringProducts.length > 0;
  if (result.moveInDate && !result.unitType) fail();
  if (result.bookingPlan && !result.moveInDate) fail();
  if ((result.insurance || hasProducts || result.discountCode) && !result.bookingPlan) fail();
  return result;
}

/**
 * Reads a stored draft with a hand-written schema: anything malformed (not JSON, wrong types,
 * unknown keys, oversized text or lists, ids that are not positive safe integers, quantities
 * outside 1 to 99, impossible dates, a plan without a date...) gives null, never an exception.
 */
export function parseBookingDraft(text: string | null): BookingDraft | null {
  if (typeof text !== 'string' || text.length > MAX_DRAFT_LENGTH) return null;
  try {
    return readDraft(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The draft of a flow state, in the exact stored shape of spec section 3. */
export function toBookingDraft(state: BookingFlowData): BookingDraft {
  const productsOf = (frequency: 'one_time' | 'recurring') =>
    state.selectedProducts
      .filter((product) => product.frequency === frequency)
      .map(({ id, quantity }) => ({ id, quantity }));
  return {
    unitType: state.unitType && { id: state.unitType.id },
    discountCode: state.discountCode,
    customerData: draftCustomerData(state.customerData),
    insurance: state.insurance && {
      id: state.insurance.id,
      billingPeriod: { id: state.insurance.billingPeriodId },
    },
    bookingPlan: state.bookingPlan && { id: state.bookingPlan.id },
    moveInDate: state.moveInDate,
    oneTimeProducts: productsOf('one_time'),
    recurringProducts: productsOf('recurring'),
  };
}

/** The customer data a draft keeps of the flow's: the type and the details typed, no checkbox. */
function draftCustomerData(data: CustomerData): BookingDraftCustomerData {
  const kept: BookingDraftCustomerData = { customerType: data.customerType ?? DEFAULT_CUSTOMER_TYPE };
  for (const field of DRAFT_TEXT_FIELDS) {
    const value = data[field];
    if (typeof value === 'string' && value !== '') kept[field] = value.slice(0, MAX_DRAFT_TEXT_LENGTH);
  }
  if (data.country) kept.country = { id: data.country.id };
  const prefix = data.phone?.prefix;
  const number = data.phone?.number;
  if (prefix || number) kept.phone = { ...(prefix && { prefix }), ...(number && { number }) };
  return kept;
}
