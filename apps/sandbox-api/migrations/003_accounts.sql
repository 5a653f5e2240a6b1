-- Customer accounts: one customer, one account per tenant; guest bookings, mailed links.

-- A guest customer holds the details a visitor typed for a booking made without signing in with an
-- email that already has an account: the booking stays apart from that account (whose data, payment
-- method and bookings an anonymous caller never changes) until its owner claims it by a mailed link.
-- Only accounts (not guests) are unique per tenant and email.
ALTER TABLE customer ADD COLUMN guest boolean NOT NULL DEFAULT false;
ALTER TABLE customer DROP CONSTRAINT customer_tenant_id_email_key;
CREATE UNIQUE INDEX customer_account_email ON customer (tenant_id, lower(email)) WHERE NOT guest;
-- The language of the customer's mails: the language of their first booking.
ALTER TABLE customer ADD COLUMN language text NOT NULL DEFAULT 'en';
-- When the customer chose a password through an activation, reset or invitation link.
ALTER TABLE customer ADD COLUMN activated_at timestamptz;

-- The app origin a booking was made from (its mails link back there).
ALTER TABLE basket ADD COLUMN app_origin text;

-- A manager who accepted an invitation is this customer (an account of the owner's tenant).
ALTER TABLE shared_access_manager ADD COLUMN manager_customer_id integer REFERENCES customer(id);
ALTER TABLE shared_access_manager ADD COLUMN accepted_at timestamptz;
CREATE INDEX shared_access_by_manager ON shared_access_manager (manager_customer_id);

-- Tokens of mailed links. Only the SHA-256 of a token is stored; the token itself is in the mail
-- alone. Each works once (used_at) and until expires_at.
--   activation: a first booking's new account chooses a password (customer_id, booking_id)
--   reset:      "forgot password" (customer_id)
--   invitation: a shared-access invitation (manager_id; customer_id is the inviting owner)
--   claim:      a guest booking made with an account's email, for that account (customer_id = the
--               account, booking_id = the guest booking)
CREATE TABLE account_token (
  token_hash  text PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('activation', 'reset', 'invitation', 'claim')),
  customer_id integer REFERENCES customer(id),
  booking_id  integer REFERENCES booking(id),
  manager_id  integer REFERENCES shared_access_manager(id) ON DELETE CASCADE,
  email       text NOT NULL,
  app_origin  text NOT NULL,
  language    text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_token_by_customer ON account_token (customer_id, kind);
