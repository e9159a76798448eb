-- Case-insensitive text for users.email and users.user_name. Installed in "public" so that it
-- is found from any schema on the search path (DATABASE_SCHEMA puts tables elsewhere).
CREATE EXTENSION IF NOT EXISTS citext WITH SCHEMA public;
