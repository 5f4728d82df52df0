-- Wrong password logins per contact (issue 3), counted by rate-limiter-flexible's Postgres store
-- (its own table layout: key, points, expire in epoch milliseconds). In the database, so every api
-- instance sees the same counts. A successful login deletes its contact's row.

CREATE TABLE login_attempts (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
