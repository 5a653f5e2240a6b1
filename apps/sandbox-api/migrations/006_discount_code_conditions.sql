-- Discount codes for some billing plans or customer types only: the plan periods (weekly,
-- monthly) and customer types (private, business) a code is valid for; null: every one.
ALTER TABLE discount_code ADD COLUMN billing_periods text[]
  CHECK (billing_periods <@ ARRAY['weekly', 'monthly']::text[]);
ALTER TABLE discount_code ADD COLUMN customer_types text[]
  CHECK (customer_types <@ ARRAY['private', 'business']::text[]);
