-- Paying an open invoice in the customer portal: a provider payment session can be for an invoice
-- (instead of a checkout basket), and a notification can be about an invoice (an overdue
-- reminder), so that paying the invoice clears it.
ALTER TABLE provider_session ADD COLUMN invoice_id integer REFERENCES invoice(id);
CREATE INDEX provider_session_invoice_idx ON provider_session (invoice_id) WHERE invoice_id IS NOT NULL;
ALTER TABLE notification ADD COLUMN invoice_id integer REFERENCES invoice(id) ON DELETE CASCADE;
