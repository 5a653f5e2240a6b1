import type { ColumnType, Generated, Selectable } from 'kysely';

/** A translatable text: language id → text; English is the fallback. */
export type I18nText = Record<string, string>;
type Json<T> = ColumnType<T, T | string, T | string>;
/** numeric columns arrive as strings from PostgreSQL; write numbers or strings. */
type Numeric = ColumnType<string, number | string, number | string>;
type NullableNumeric = ColumnType<string | null, number | string | null, number | string | null>;
/** date columns are read as YYYY-MM-DD strings (type parser set in database.ts). */
type DateColumn = ColumnType<string, string, string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ConsentRow {
  type: string;
  required: boolean;
  label: I18nText;
  url: string | null;
  /** The booking's legal document this consent accepts (`Consent.document`), if it is one. */
  document?: 'terms' | 'privacy' | 'cancellation' | null;
}

export interface TenantTable {
  id: number;
  slug: string;
  name: string;
  appearance: Json<{
    colors: Record<string, string>;
    font: { name: string; variants: Record<string, string> } | null;
  }>;
  logo_url: string | null;
  imprint_url: string | null;
  privacy_policy_url: string | null;
  cookie_policy_url: string | null;
  terms_url: ColumnType<string | null, string | null | undefined, string | null>;
  cancellation_policy_url: ColumnType<string | null, string | null | undefined, string | null>;
  feature_flags: Json<{ languageSwitch?: boolean }>;
  translations: Json<Record<string, Record<string, string>>>;
  allowed_origins: ColumnType<string[], string[] | undefined, string[]>;
}

interface TranslationTable {
  language: string;
  key: string;
  value: string;
}

interface CountryTable {
  id: number;
  code: string;
  name: Json<I18nText>;
  phone_prefix: string;
}

interface LocationTable {
  id: number;
  tenant_id: number;
  name: string;
  street: string;
  postal_code: string;
  city: string;
  country_code: string;
  time_zone: string;
  currency_code: string;
  tax_rate: Numeric;
  earliest_bookable_date: DateColumn;
  bookable_till: number | null;
  imprint_url: string | null;
  privacy_policy_url: string | null;
  terms_url: ColumnType<string | null, string | null | undefined, string | null>;
  cancellation_policy_url: ColumnType<string | null, string | null | undefined, string | null>;
  show_manage_access: Generated<boolean>;
  languages: Json<{ id: string; name: string }[]>;
  default_country_id: number;
  consents: Json<ConsentRow[]>;
  interest_registration_consents: Json<ConsentRow[]>;
  snippets: Json<{ type: 'GA' | 'GTM'; typeId: string }[]>;
  requires_e_signature: Generated<boolean>;
  requires_id_check: Generated<boolean>;
  notice_period_days: Generated<number>;
  /** When customers can reach their units (migration 007); every day 06:00–22:00 by default. */
  access_hours: ColumnType<
    AccessHoursRow[],
    AccessHoursRow[] | string | undefined,
    AccessHoursRow[] | string
  >;
  /** The gate code or PIN of the location's entrance; given only to the signed-in owner of a booking. */
  gate_code: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Access hours on some ISO weekdays (1 Monday … 7 Sunday), `HH:MM` in the location's time zone. */
interface AccessHoursRow {
  weekdays: number[];
  opens: string;
  closes: string;
}

interface UnitTypeCategoryTable {
  id: number;
  location_id: number;
  name: Json<I18nText>;
  description: Json<I18nText | null>;
  sort_order: Generated<number>;
}

export interface UnitTypeTable {
  id: number;
  location_id: number;
  name: Json<I18nText>;
  description: Json<I18nText>;
  width: Numeric;
  length: Numeric;
  height: NullableNumeric;
  size_unit: Generated<'m' | 'ft'>;
  image_url: string | null;
  features: Json<I18nText[]>;
  sort_order: Generated<number>;
}

interface UnitTypeCategoryMemberTable {
  unit_type_id: number;
  category_id: number;
}

interface UnitTable {
  id: number;
  unit_type_id: number;
  name: string;
  held_by_basket_id: ColumnType<
    string | null,
    string | number | bigint | null,
    string | number | bigint | null
  >;
  held_until: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

interface BillingPeriodTable {
  id: number;
  unit_type_id: number;
  name: Json<I18nText>;
  period: 'weekly' | 'monthly';
  amount: Numeric;
  minimum_periods: Generated<number>;
  notice_period_days: Generated<number>;
  sort_order: Generated<number>;
}

interface InsuranceTable {
  id: number;
  location_id: number;
  name: Json<I18nText>;
  description: Json<I18nText>;
  coverage_amount: Numeric;
  sort_order: Generated<number>;
}

interface InsurancePriceTable {
  insurance_id: number;
  billing_period_id: number;
  amount: Numeric;
}

interface OptionalProductTable {
  id: number;
  location_id: number;
  name: Json<I18nText>;
  description: Json<I18nText>;
  frequency: 'one_time' | 'recurring';
  amount: Numeric;
  amount_weekly: NullableNumeric;
  max_quantity: Generated<number>;
  image_url: string | null;
  sort_order: Generated<number>;
}

export interface DiscountCodeTable {
  id: number;
  tenant_id: number;
  code: string;
  discount_type: 'percentage' | 'amount';
  discount_value: Numeric;
  duration: 'forever' | 'multiple_month' | 'once';
  duration_month: number | null;
  valid_from: DateColumn | null;
  valid_until: DateColumn | null;
  unit_type_ids: number[] | null;
  /** The plan periods the code is valid for; null: every period. */
  billing_periods: Generated<('weekly' | 'monthly')[] | null>;
  /** The customer types the code is valid for; null: both. */
  customer_types: Generated<('private' | 'business')[] | null>;
}

interface CustomerTable {
  id: Generated<number>;
  tenant_id: number;
  customer_type: 'private' | 'business';
  company_name: Generated<string>;
  company_tax_id: Generated<string>;
  email: string;
  firstname: Generated<string>;
  lastname: Generated<string>;
  phone_prefix: Generated<string>;
  phone_number: Generated<string>;
  street: Generated<string>;
  city: Generated<string>;
  postal_code: Generated<string>;
  country_id: number | null;
  password_hash: string | null;
  created_at: GeneratedTimestamp;
  /** A guest record: a booking's details kept apart from the account with the same email. */
  guest: Generated<boolean>;
  /** The language of the customer's mails (a language id, lower case). */
  language: Generated<string>;
  /** When the customer chose a password through a mailed link. */
  activated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface BasketTable {
  id: ColumnType<string, string | number | bigint, never>;
  location_id: number;
  unit_type_id: number;
  unit_id: number;
  move_in_date: DateColumn;
  request: Json<Record<string, unknown>>;
  price: Json<Record<string, unknown>>;
  customer_id: number | null;
  step: string;
  expires_at: Timestamp;
  booking_id: number | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  /** The app origin the booking was submitted from; its mails link there. */
  app_origin: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whether the checkout has an identity-check step (migrations/008_verified_identity.sql). */
  identity_check: Generated<IdentityCheck>;
}

/** Whether a checkout has an identity-check step: the contract's `IdentityCheck`. */
export type IdentityCheck = 'required' | 'already-verified' | 'not-required';

/** A consent a customer gave or withdrew (migrations/009_notification_preferences.sql). */
interface ConsentRecordTable {
  id: Generated<number>;
  customer_id: number;
  /** The location consent's type; `newsletter` is the marketing consent. */
  type: string;
  granted: boolean;
  source: 'booking' | 'notification-preferences';
  booking_id: number | null;
  recorded_at: Timestamp;
}

/** A customer's saved notification preferences (migrations/009_notification_preferences.sql). */
interface NotificationPreferenceTable {
  customer_id: number;
  /** The contract's NotificationChannels. */
  channels: Json<Record<string, unknown>>;
  updated_at: Timestamp;
}

/** A customer's identity, verified by a passed identity check (migrations/008_verified_identity.sql). */
interface VerifiedIdentityTable {
  customer_id: number;
  /** The identity-check session that passed. */
  provider_session_id: string;
  verified_at: Timestamp;
}

export interface ProviderSessionTable {
  id: string;
  kind: 'payment' | 'e-signature' | 'id-check' | 'setup-intent';
  basket_id: ColumnType<string | null, string | number | bigint | null, string | number | bigint | null>;
  customer_id: number | null;
  location_id: number | null;
  /** The invoice a portal payment session pays (null for checkout and setup-intent sessions). */
  invoice_id: ColumnType<number | null, number | null | undefined, number | null>;
  status: Generated<string>;
  detail: Generated<Json<Record<string, unknown>>>;
  return_url: string | null;
  used: Generated<boolean>;
  ready_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

interface IdempotencyKeyTable {
  scope: string;
  key: string;
  request_hash: string;
  status: number | null;
  response: Json<unknown> | null;
  created_at: GeneratedTimestamp;
}

interface BookingTable {
  id: Generated<number>;
  customer_id: number;
  location_id: number;
  unit_id: number;
  unit_type_id: number;
  billing_period_id: number;
  insurance_id: number | null;
  basket_id: ColumnType<string | null, string | number | bigint | null, never>;
  move_in_date: DateColumn;
  end_date: DateColumn | null;
  cancellation_reason: string | null;
  cancellation_comment: string | null;
  recurring_amount: Numeric;
  currency_code: string;
  discount: Json<Record<string, unknown> | null>;
  created_at: GeneratedTimestamp;
  /** When the booking's identity check passed; null until it has (or where none was made). */
  identity_checked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

interface BookingProductTable {
  booking_id: number;
  product_id: number;
  quantity: number;
  amount: Numeric;
}

interface InvoiceTable {
  id: Generated<number>;
  number: string;
  customer_id: number;
  location_id: number;
  booking_id: number | null;
  issue_date: DateColumn;
  due_date: DateColumn;
  status: 'open' | 'paid' | 'overdue' | 'void';
  amount: Numeric;
  amount_due: Numeric;
  currency_code: string;
}

export interface PaymentMethodTable {
  id: Generated<number>;
  customer_id: number;
  location_id: number;
  type: 'card' | 'sepa_debit';
  brand: string | null;
  last4: string;
  exp_month: number | null;
  exp_year: number | null;
  holder_name: string | null;
  status: 'valid' | 'expired' | 'requires-verification';
  created_at: GeneratedTimestamp;
}

interface NotificationTable {
  id: Generated<number>;
  customer_id: number;
  location_id: number | null;
  title: Json<I18nText>;
  text: Json<I18nText>;
  type: 'info' | 'warning' | 'success' | 'error';
  read: Generated<boolean>;
  created_at: GeneratedTimestamp;
  /** The invoice the notification is about (an overdue reminder); paying it removes the notification. */
  invoice_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SharedAccessManagerTable {
  id: Generated<number>;
  customer_id: number;
  location_id: number;
  name: string;
  email: string;
  status: 'invited' | 'active';
  created_at: GeneratedTimestamp;
  /** The manager's own account, once they accepted the invitation. */
  manager_customer_id: ColumnType<number | null, number | null | undefined, number | null>;
  accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

interface InterestRegistrationTable {
  id: Generated<number>;
  unit_type_id: number;
  location_id: number;
  firstname: string;
  lastname: string;
  email: string;
  phone_prefix: string;
  phone_number: string;
  desired_move_in_date: DateColumn;
  consents: Json<{ type: string; accepted: boolean }[]>;
  created_at: GeneratedTimestamp;
}

interface CaptchaTokenTable {
  token: string;
  used: Generated<boolean>;
  created_at: GeneratedTimestamp;
}

interface OauthClientTable {
  id: string;
  secret_hash: string | null;
  redirect_uris: string[];
  post_logout_redirect_uris: ColumnType<string[], string[] | undefined, string[]>;
  grants: string[];
  /** A native app (RFC 8252): its loopback redirect URIs match on any port. */
  native: Generated<boolean>;
}

interface OauthAuthorizationCodeTable {
  code: string;
  client_id: string;
  customer_id: number;
  redirect_uri: string;
  scope: string;
  code_challenge: string;
  code_challenge_method: string;
  expires_at: Timestamp;
  /** Set when the code has been exchanged; a second exchange revokes the tokens of `family_id`. */
  used: Generated<boolean>;
  /** The token family the code's tokens belong to. */
  family_id: string | null;
}

interface OauthTokenTable {
  access_token: string;
  access_token_expires_at: Timestamp;
  refresh_token: string | null;
  refresh_token_expires_at: Timestamp | null;
  client_id: string;
  customer_id: number;
  scope: string;
  family_id: string;
  rotated: Generated<boolean>;
  revoked: Generated<boolean>;
  created_at: GeneratedTimestamp;
}

interface IdentitySessionTable {
  id: string;
  customer_id: number;
  expires_at: Timestamp;
}

/** Password-check throttling per account or client address (migrations/004_identity_hardening.sql). */
interface IdentitySignInThrottleTable {
  /** `account:<email, lower case>` or `address:<client address>`. */
  key: string;
  failures: number;
  last_failure_at: Timestamp;
  next_attempt_at: Timestamp;
}

/** The kinds of mailed links (see migrations/003_accounts.sql). */
export type AccountTokenKind = 'activation' | 'reset' | 'invitation' | 'claim';

/** A mailed link's token, stored as its SHA-256 hash only. */
export interface AccountTokenTable {
  token_hash: string;
  kind: AccountTokenKind;
  customer_id: number | null;
  booking_id: number | null;
  manager_id: number | null;
  email: string;
  app_origin: string;
  language: string;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: GeneratedTimestamp;
}

interface ErrorReportTable {
  id: Generated<number>;
  project_id: string;
  /** The envelope as received: bytes, as a replay's recording is compressed. */
  envelope: Uint8Array;
  received_at: GeneratedTimestamp;
}

/** The sandbox database, as Kysely sees it. Mirrors migrations/*.sql. */
export interface Database {
  tenant: TenantTable;
  translation: TranslationTable;
  country: CountryTable;
  location: LocationTable;
  unit_type_category: UnitTypeCategoryTable;
  unit_type: UnitTypeTable;
  unit_type_category_member: UnitTypeCategoryMemberTable;
  unit: UnitTable;
  billing_period: BillingPeriodTable;
  insurance: InsuranceTable;
  insurance_price: InsurancePriceTable;
  optional_product: OptionalProductTable;
  discount_code: DiscountCodeTable;
  customer: CustomerTable;
  basket: BasketTable;
  provider_session: ProviderSessionTable;
  idempotency_key: IdempotencyKeyTable;
  booking: BookingTable;
  booking_product: BookingProductTable;
  invoice: InvoiceTable;
  payment_method: PaymentMethodTable;
  notification: NotificationTable;
  shared_access_manager: SharedAccessManagerTable;
  interest_registration: InterestRegistrationTable;
  captcha_token: CaptchaTokenTable;
  oauth_client: OauthClientTable;
  oauth_authorization_code: OauthAuthorizationCodeTable;
  oauth_token: OauthTokenTable;
  identity_session: IdentitySessionTable;
  identity_sign_in_throttle: IdentitySignInThrottleTable;
  error_report: ErrorReportTable;
  account_token: AccountTokenTable;
  verified_identity: VerifiedIdentityTable;
  consent_record: ConsentRecordTable;
  notification_preference: NotificationPreferenceTable;
}

export type LocationRow = Selectable<LocationTable>;
export type InvoiceRow = Selectable<InvoiceTable>;
