-- Writes repeated with the same Idempotency-Key (docs/conventions.md, "Idempotency keys"): one row
-- per key and caller. The row is claimed inside the transaction of the request's first write
-- action, so a key whose row exists was applied; `results` holds what each action of the request
-- returned, `status` and `body` the answer once it was written. Rows older than a day are
-- deleted lazily (idempotencyLimits).
CREATE TABLE idempotent_requests (
  caller_id text NOT NULL,
  key text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  results jsonb NOT NULL DEFAULT '[]',
  status integer,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (caller_id, key)
);
CREATE INDEX idempotent_requests_by_age ON idempotent_requests (created_at);
