-- Every change of a rendered document is announced on the channel `rendered_documents` with its
-- path, after its transaction commits: each instance keeps the documents it serves in memory and
-- forgets one when it hears its path (docs/decisions.md#render-queue, "Serving from memory").
CREATE FUNCTION rendered_documents_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rendered_documents', CASE WHEN TG_OP = 'DELETE' THEN OLD.path ELSE NEW.path END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER rendered_documents_notify AFTER INSERT OR UPDATE OR DELETE ON rendered_documents
  FOR EACH ROW EXECUTE FUNCTION rendered_documents_notify();
