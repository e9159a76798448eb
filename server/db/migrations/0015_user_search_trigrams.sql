CREATE TABLE "user_search_trigrams" (
	"trigram" text NOT NULL,
	"last_name" text NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "user_search_trigrams_pkey" PRIMARY KEY("trigram","last_name","user_id")
);
--> statement-breakpoint
-- The literal trigrams of a text: pg_trgm's show_trgm without the ones padded at a word's edge
-- (they hold a space) and without the hashed ones (a trigram with a letter outside ASCII is shown
-- as a hash, which could hide such padding). Each one is three characters of one word, so a
-- text containing a term contains every literal trigram of the term.
CREATE FUNCTION search_trigrams(value text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT trigram FROM unnest(show_trgm(value)) AS trigram WHERE length(trigram) = 3 AND position(' ' in trigram) = 0
$$;--> statement-breakpoint
-- Keeps user_search_trigrams equal to the literal trigrams of every live user's search text, per
-- statement over its transition tables (one INSERT of 1 000 users is one insert of postings).
CREATE FUNCTION user_search_trigrams_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_search_trigrams (trigram, last_name, user_id)
    SELECT trigram, n.last_name, n.id FROM new_rows n CROSS JOIN LATERAL search_trigrams(n.search_text) AS trigram
    WHERE n.deleted_at IS NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM user_search_trigrams p USING (
      SELECT trigram, o.last_name, o.id FROM old_rows o JOIN new_rows n ON n.id = o.id CROSS JOIN LATERAL search_trigrams(o.search_text) AS trigram
      WHERE o.deleted_at IS NULL AND (n.deleted_at IS NOT NULL OR n.search_text IS DISTINCT FROM o.search_text OR n.last_name <> o.last_name)
    ) AS gone
    WHERE p.trigram = gone.trigram AND p.last_name = gone.last_name AND p.user_id = gone.id;
    INSERT INTO user_search_trigrams (trigram, last_name, user_id)
    SELECT trigram, n.last_name, n.id FROM old_rows o JOIN new_rows n ON n.id = o.id CROSS JOIN LATERAL search_trigrams(n.search_text) AS trigram
    WHERE n.deleted_at IS NULL AND (o.deleted_at IS NOT NULL OR n.search_text IS DISTINCT FROM o.search_text OR n.last_name <> o.last_name);
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM user_search_trigrams p USING (
      SELECT trigram, o.last_name, o.id FROM old_rows o CROSS JOIN LATERAL search_trigrams(o.search_text) AS trigram
      WHERE o.deleted_at IS NULL
    ) AS gone
    WHERE p.trigram = gone.trigram AND p.last_name = gone.last_name AND p.user_id = gone.id;
  ELSE
    TRUNCATE user_search_trigrams;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_search_trigrams_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_search_trigrams_sync();--> statement-breakpoint
CREATE TRIGGER users_search_trigrams_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_search_trigrams_sync();--> statement-breakpoint
CREATE TRIGGER users_search_trigrams_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_search_trigrams_sync();--> statement-breakpoint
CREATE TRIGGER users_search_trigrams_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION user_search_trigrams_sync();--> statement-breakpoint
INSERT INTO user_search_trigrams (trigram, last_name, user_id)
SELECT trigram, u.last_name, u.id FROM users u CROSS JOIN LATERAL search_trigrams(u.search_text) AS trigram
WHERE u.deleted_at IS NULL;
