-- Identity server hardening: atomic sign-in failure counts and throttling.

-- redirect_uri values match the registered string exactly (RFC 9700 section 4.1.3). Only a native
-- client (an app on the customer's own machine, RFC 8252) may get its loopback redirect URI on any
-- port; the web client is not native.
ALTER TABLE oauth_client ADD COLUMN native boolean NOT NULL DEFAULT false;
-- The web client's URIs are registered at start for the origin the sandbox listens on (and
-- SANDBOX_REDIRECT_URIS), not stored: its port-less loopback URIs only meant "any port".
UPDATE oauth_client SET redirect_uris = '{}', post_logout_redirect_uris = '{}' WHERE id = 'stowly-web';

-- Password checks are throttled per account (the address typed, lower case) and per client
-- address, with growing delays. A check is counted here before the password is compared, in one
-- transaction with a row lock, so parallel guesses cannot all pass before the first is counted.
--   key             'account:<email>' or 'address:<client address>'
--   failures        failed checks since the key's failures were last forgotten
--   last_failure_at the last counted check; 15 minutes later the failures are forgotten
--   next_attempt_at no password is checked for the key before then
CREATE TABLE identity_sign_in_throttle (
  key             text PRIMARY KEY,
  failures        integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  next_attempt_at timestamptz NOT NULL
);
CREATE INDEX identity_sign_in_throttle_by_age ON identity_sign_in_throttle (last_failure_at);

DROP TABLE identity_sign_in_failure;
