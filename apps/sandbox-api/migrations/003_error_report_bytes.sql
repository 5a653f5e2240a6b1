-- An envelope is bytes, not text: a session replay's recording is compressed (binary), and a text
-- column refused it (a NUL byte), so no replay reached the collector.
ALTER TABLE error_report ALTER COLUMN envelope TYPE bytea USING convert_to(envelope, 'UTF8');
