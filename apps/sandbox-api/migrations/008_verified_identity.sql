-- Identity checks that passed, per customer (a customer row belongs to one tenant): a later
-- booking submitted by that customer while signed in skips the identity check. Recorded when a
-- booking whose checkout passed an identity check goes to the signed-in customer's account or to
-- the new account made from its details; never for an account whose email an anonymous visitor
-- typed (that booking is kept on a guest record).
CREATE TABLE verified_identity (
  customer_id          integer PRIMARY KEY REFERENCES customer(id) ON DELETE CASCADE,
  provider_session_id  text NOT NULL REFERENCES provider_session(id),
  verified_at          timestamptz NOT NULL
);

-- Whether a basket's checkout has an identity-check step, decided when it is submitted:
-- `required` (the location asks for one), `already-verified` (the location asks for one, but the
-- basket was submitted by a signed-in customer with a verified identity), `not-required` (the
-- location asks for none).
ALTER TABLE basket ADD COLUMN identity_check text NOT NULL DEFAULT 'required'
  CHECK (identity_check IN ('required', 'already-verified', 'not-required'));

-- Baskets submitted before this column: those of locations without an identity check have none.
UPDATE basket SET identity_check = 'not-required'
  FROM location
  WHERE basket.location_id = location.id AND NOT location.requires_id_check;
