-- The legal documents a customer accepts to book, beside imprint and privacy policy: the rental
-- terms and conditions and the cancellation policy, per tenant and (overriding) per location.
ALTER TABLE tenant ADD COLUMN terms_url text;
ALTER TABLE tenant ADD COLUMN cancellation_policy_url text;
ALTER TABLE location ADD COLUMN terms_url text;
ALTER TABLE location ADD COLUMN cancellation_policy_url text;
