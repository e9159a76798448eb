CREATE TABLE "activity" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"record_id" integer,
	"changes" jsonb,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE INDEX "activity_record_idx" ON "activity" USING btree ("resource","record_id");--> statement-breakpoint
CREATE INDEX "activity_actor_idx" ON "activity" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "activity_at_idx" ON "activity" USING btree ("at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'activity rows are append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER activity_append_only BEFORE UPDATE OR DELETE ON "activity" FOR EACH ROW EXECUTE FUNCTION activity_append_only();
