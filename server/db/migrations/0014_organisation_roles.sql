CREATE TABLE "membership_roles" (
	"user_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "membership_roles_user_id_organisation_id_role_id_pk" PRIMARY KEY("user_id","organisation_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "scope" text DEFAULT 'global' NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_roles" ADD CONSTRAINT "membership_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_roles" ADD CONSTRAINT "membership_roles_membership_fk" FOREIGN KEY ("user_id","organisation_id") REFERENCES "user_organisations"("user_id","organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_roles_organisation_idx" ON "membership_roles" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "membership_roles_role_idx" ON "membership_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "activity_organisation_idx" ON "activity" USING btree ("organisation_id","at");--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_scope_known" CHECK ("roles"."scope" in ('global', 'organisation'));