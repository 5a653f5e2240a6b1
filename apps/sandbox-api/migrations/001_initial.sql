-- Stowly sandbox schema. Runs unchanged on PGlite and on PostgreSQL.
-- Translatable texts are jsonb maps of language id to text ({"en": "...", "de": "..."}); English is the fallback.

CREATE TABLE tenant (
  id                 integer PRIMARY KEY,
  slug               text NOT NULL UNIQUE,
  name               text NOT NULL,
  appearance         jsonb NOT NULL,
  logo_url           text,
  imprint_url        text,
  privacy_policy_url text,
  cookie_policy_url  text,
  feature_flags      jsonb NOT NULL DEFAULT '{}'::jsonb,
  translations       jsonb NOT NULL DEFAULT '{}'::jsonb,  -- { "<lang>": { "<message key>": "<text>" } }
  allowed_origins    text[] NOT NULL DEFAULT '{}'
);

CREATE TABLE translation (
  language text NOT NULL,
  key      text NOT NULL,
  value    text NOT NULL,
  PRIMARY KEY (language, key)
);

CREATE TABLE country (
  id           integer PRIMARY KEY,
  code         text NOT NULL UNIQUE,
  name         jsonb NOT NULL,
  phone_prefix text NOT NULL
);

CREATE TABLE location (
  id                             integer PRIMARY KEY,
  tenant_id                      integer NOT NULL REFERENCES tenant(id),
  name                           text NOT NULL,
  street                         text NOT NULL,
  postal_code                    text NOT NULL,
  city                           text NOT NULL,
  country_code                   text NOT NULL,
  time_zone                      text NOT NULL,
  currency_code                  text NOT NULL,
  tax_rate                       numeric(5, 2) NOT NULL,          -- percent
  earliest_bookable_date         date NOT NULL,
  bookable_till                  integer,                         -- days; null = default window of 2 months
  imprint_url                    text,
  privacy_policy_url             text,
  show_manage_access             boolean NOT NULL DEFAULT false,
  languages                      jsonb NOT NULL,                  -- [{ "id": "en", "name": "English" }]
  default_country_id             integer NOT NULL REFERENCES country(id),
  consents                       jsonb NOT NULL DEFAULT '[]'::jsonb, -- [{ type, required, label: {lang: text}, url }]
  interest_registration_consents jsonb NOT NULL DEFAULT '[]'::jsonb,
  snippets                       jsonb NOT NULL DEFAULT '[]'::jsonb, -- [{ type: GA|GTM, typeId }]
  requires_e_signature           boolean NOT NULL DEFAULT true,
  requires_id_check              boolean NOT NULL DEFAULT true,
  notice_period_days             integer NOT NULL DEFAULT 14
);

CREATE TABLE unit_type_category (
  id          integer PRIMARY KEY,
  location_id integer NOT NULL REFERENCES location(id),
  name        jsonb NOT NULL,
  description jsonb,
  sort_order  integer NOT NULL DEFAULT 0
);

CREATE TABLE unit_type (
  id          integer PRIMARY KEY,
  location_id integer NOT NULL REFERENCES location(id),
  name        jsonb NOT NULL,
  description jsonb NOT NULL,
  width       numeric(6, 2) NOT NULL,
  length      numeric(6, 2) NOT NULL,
  height      numeric(6, 2),
  size_unit   text NOT NULL DEFAULT 'm' CHECK (size_unit IN ('m', 'ft')),
  image_url   text,
  features    jsonb NOT NULL DEFAULT '[]'::jsonb,             -- [{lang: text}]
  sort_order  integer NOT NULL DEFAULT 0
);

CREATE TABLE unit_type_category_member (
  unit_type_id integer NOT NULL REFERENCES unit_type(id),
  category_id  integer NOT NULL REFERENCES unit_type_category(id),
  PRIMARY KEY (unit_type_id, category_id)
);

-- One physical unit. A live basket holds it through held_by_basket_id/held_until, on the unit row
-- itself, so that the row lock taken when holding also guards the check (no double holds).
CREATE TABLE unit (
  id                integer PRIMARY KEY,
  unit_type_id      integer NOT NULL REFERENCES unit_type(id),
  name              text NOT NULL,
  held_by_basket_id bigint,
  held_until        timestamptz
);
CREATE INDEX unit_by_type ON unit (unit_type_id);

CREATE TABLE billing_period (
  id                 integer PRIMARY KEY,
  unit_type_id       integer NOT NULL REFERENCES unit_type(id),
  name               jsonb NOT NULL,
  period             text NOT NULL CHECK (period IN ('weekly', 'monthly')),
  amount             numeric(10, 2) NOT NULL,
  minimum_periods    integer NOT NULL DEFAULT 1,
  notice_period_days integer NOT NULL DEFAULT 14,
  sort_order         integer NOT NULL DEFAULT 0
);

CREATE TABLE insurance (
  id              integer PRIMARY KEY,
  location_id     integer NOT NULL REFERENCES location(id),
  name            jsonb NOT NULL,
  description     jsonb NOT NULL,
  coverage_amount numeric(12, 2) NOT NULL,
  sort_order      integer NOT NULL DEFAULT 0
);

-- An insurance offered with a billing period, at a price per period. A billing period without
-- rows here has no insurances.
CREATE TABLE insurance_price (
  insurance_id      integer NOT NULL REFERENCES insurance(id),
  billing_period_id integer NOT NULL REFERENCES billing_period(id),
  amount            numeric(10, 2) NOT NULL,
  PRIMARY KEY (insurance_id, billing_period_id)
);

CREATE TABLE optional_product (
  id             integer PRIMARY KEY,
  location_id    integer NOT NULL REFERENCES location(id),
  name           jsonb NOT NULL,
  description    jsonb NOT NULL,
  frequency      text NOT NULL CHECK (frequency IN ('one_time', 'recurring')),
  amount         numeric(10, 2) NOT NULL,                  -- one-time price, or recurring price per month
  amount_weekly  numeric(10, 2),                           -- recurring price per week
  max_quantity   integer NOT NULL DEFAULT 10,
  image_url      text,
  sort_order     integer NOT NULL DEFAULT 0
);

CREATE TABLE discount_code (
  id             integer PRIMARY KEY,
  tenant_id      integer NOT NULL REFERENCES tenant(id),
  code           text NOT NULL,
  discount_type  text NOT NULL CHECK (discount_type IN ('percentage', 'amount')),
  discount_value numeric(10, 2) NOT NULL,
  duration       text NOT NULL CHECK (duration IN ('forever', 'multiple_month', 'once')),
  duration_month integer,
  valid_from     date,
  valid_until    date,
  unit_type_ids  integer[],                                 -- null: every unit type
  UNIQUE (tenant_id, code)
);

CREATE TABLE customer (
  id                    integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  tenant_id             integer NOT NULL REFERENCES tenant(id),
  customer_type         text NOT NULL CHECK (customer_type IN ('private', 'business')),
  company_name          text NOT NULL DEFAULT '',
  company_tax_id        text NOT NULL DEFAULT '',
  email                 text NOT NULL,
  firstname             text NOT NULL DEFAULT '',
  lastname              text NOT NULL DEFAULT '',
  phone_prefix          text NOT NULL DEFAULT '',
  phone_number          text NOT NULL DEFAULT '',
  street                text NOT NULL DEFAULT '',
  city                  text NOT NULL DEFAULT '',
  postal_code           text NOT NULL DEFAULT '',
  country_id            integer REFERENCES country(id),
  password_hash         text,                               -- scrypt; null until the customer sets one
  created_at            timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, email)
);

-- A basket holds one unit while its checkout runs. Ids are random (they grant access).
CREATE TABLE basket (
  id                   bigint PRIMARY KEY,
  location_id          integer NOT NULL REFERENCES location(id),
  unit_type_id         integer NOT NULL REFERENCES unit_type(id),
  unit_id              integer NOT NULL REFERENCES unit(id),
  move_in_date         date NOT NULL,
  request              jsonb NOT NULL,                      -- the booking payload, without the bot-check token
  price                jsonb NOT NULL,                      -- the price calculation at submission
  customer_id          integer REFERENCES customer(id),     -- set when a signed-in customer booked
  step                 text NOT NULL,
  expires_at           timestamptz NOT NULL,
  booking_id           integer,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);

-- A session at a simulated provider: card payment, e-signature, identity check, or a setup intent
-- for a payment-method update.
CREATE TABLE provider_session (
  id           text PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('payment', 'e-signature', 'id-check', 'setup-intent')),
  basket_id    bigint REFERENCES basket(id),
  customer_id  integer REFERENCES customer(id),
  location_id  integer REFERENCES location(id),
  status       text NOT NULL DEFAULT 'pending',
  detail       jsonb NOT NULL DEFAULT '{}'::jsonb,
  return_url   text,
  used         boolean NOT NULL DEFAULT false,
  ready_at     timestamptz,                                 -- id check in progress until then
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX provider_session_by_basket ON provider_session (basket_id);

CREATE TABLE idempotency_key (
  scope        text NOT NULL,
  key          text NOT NULL,
  request_hash text NOT NULL,
  status       integer,                                     -- null while the first request runs
  response     jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

CREATE TABLE booking (
  id                          integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  customer_id                 integer NOT NULL REFERENCES customer(id),
  location_id                 integer NOT NULL REFERENCES location(id),
  unit_id                     integer NOT NULL REFERENCES unit(id),
  unit_type_id                integer NOT NULL REFERENCES unit_type(id),
  billing_period_id           integer NOT NULL REFERENCES billing_period(id),
  insurance_id                integer REFERENCES insurance(id),
  basket_id                   bigint UNIQUE,
  move_in_date                date NOT NULL,
  end_date                    date,
  cancellation_reason         text,
  cancellation_comment        text,
  recurring_amount            numeric(10, 2) NOT NULL,
  currency_code               text NOT NULL,
  discount                    jsonb,
  created_at                  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_by_unit ON booking (unit_id);
CREATE INDEX booking_by_customer ON booking (customer_id, location_id);

CREATE TABLE booking_product (
  booking_id integer NOT NULL REFERENCES booking(id),
  product_id integer NOT NULL REFERENCES optional_product(id),
  quantity   integer NOT NULL,
  amount     numeric(10, 2) NOT NULL,
  PRIMARY KEY (booking_id, product_id)
);

CREATE TABLE invoice (
  id            integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  number        text NOT NULL UNIQUE,
  customer_id   integer NOT NULL REFERENCES customer(id),
  location_id   integer NOT NULL REFERENCES location(id),
  booking_id    integer REFERENCES booking(id),
  issue_date    date NOT NULL,
  due_date      date NOT NULL,
  status        text NOT NULL CHECK (status IN ('open', 'paid', 'overdue', 'void')),
  amount        numeric(10, 2) NOT NULL,
  amount_due    numeric(10, 2) NOT NULL,
  currency_code text NOT NULL
);
CREATE INDEX invoice_by_customer ON invoice (customer_id, location_id);

CREATE TABLE payment_method (
  id           integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  customer_id  integer NOT NULL REFERENCES customer(id),
  location_id  integer NOT NULL REFERENCES location(id),
  type         text NOT NULL CHECK (type IN ('card', 'sepa_debit')),
  brand        text,
  last4        text NOT NULL,
  exp_month    integer,
  exp_year     integer,
  holder_name  text,
  status       text NOT NULL CHECK (status IN ('valid', 'expired', 'requires-verification')),
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notification (
  id          integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customer(id),
  location_id integer REFERENCES location(id),
  title       jsonb NOT NULL,
  text        jsonb NOT NULL,
  type        text NOT NULL CHECK (type IN ('info', 'warning', 'success', 'error')),
  read        boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shared_access_manager (
  id          integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customer(id),
  location_id integer NOT NULL REFERENCES location(id),
  name        text NOT NULL,
  email       text NOT NULL,
  status      text NOT NULL CHECK (status IN ('invited', 'active')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, location_id, email)
);

CREATE TABLE interest_registration (
  id                   integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  unit_type_id         integer NOT NULL REFERENCES unit_type(id),
  location_id          integer NOT NULL REFERENCES location(id),
  firstname            text NOT NULL,
  lastname             text NOT NULL,
  email                text NOT NULL,
  phone_prefix         text NOT NULL,
  phone_number         text NOT NULL,
  desired_move_in_date date NOT NULL,
  consents             jsonb NOT NULL,
  created_at           timestamptz NOT NULL DEFAULT now()
);

-- Bot check: tokens minted by the sandbox captcha page, each good for one submission.
CREATE TABLE captcha_token (
  token      text PRIMARY KEY,
  used       boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Identity server.
CREATE TABLE oauth_client (
  id             text PRIMARY KEY,
  secret_hash    text,                                      -- null: public client (PKCE required)
  redirect_uris  text[] NOT NULL,
  post_logout_redirect_uris text[] NOT NULL DEFAULT '{}',
  grants         text[] NOT NULL
);

CREATE TABLE oauth_authorization_code (
  code                  text PRIMARY KEY,
  client_id             text NOT NULL REFERENCES oauth_client(id),
  customer_id           integer NOT NULL REFERENCES customer(id),
  redirect_uri          text NOT NULL,
  scope                 text NOT NULL,
  code_challenge        text NOT NULL,
  code_challenge_method text NOT NULL,
  expires_at            timestamptz NOT NULL
);

-- Tokens of one sign-in share a family; reusing a rotated refresh token revokes the family.
CREATE TABLE oauth_token (
  access_token             text PRIMARY KEY,
  access_token_expires_at  timestamptz NOT NULL,
  refresh_token            text UNIQUE,
  refresh_token_expires_at timestamptz,
  client_id                text NOT NULL REFERENCES oauth_client(id),
  customer_id              integer NOT NULL REFERENCES customer(id),
  scope                    text NOT NULL,
  family_id                text NOT NULL,
  rotated                  boolean NOT NULL DEFAULT false,
  revoked                  boolean NOT NULL DEFAULT false,
  created_at               timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oauth_token_family ON oauth_token (family_id);

CREATE TABLE identity_session (
  id          text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customer(id),
  expires_at  timestamptz NOT NULL
);

-- Error reports sent by the apps' Sentry SDK to the sandbox's envelope collector.
CREATE TABLE error_report (
  id          integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  project_id  text NOT NULL,
  envelope    text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
