CREATE TABLE "crawled_organisations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crawled_organisations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"tax_registration_number" varchar(9) NOT NULL,
	"national_identification_number" varchar(8) NOT NULL,
	"address" text,
	"city" text,
	"activity_code" varchar(4),
	"activity_name" text,
	"register_status" text DEFAULT 'active' NOT NULL,
	"source_url" text,
	"crawled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"organisation_id" integer,
	"imported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "crawled_organisations_tax_registration_number_unique" UNIQUE("tax_registration_number"),
	CONSTRAINT "crawled_organisations_tax_registration_number_digits" CHECK ("crawled_organisations"."tax_registration_number" ~ '^[0-9]{9}$'),
	CONSTRAINT "crawled_organisations_national_identification_number_digits" CHECK ("crawled_organisations"."national_identification_number" ~ '^[0-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(3) NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"minor_units" integer DEFAULT 2 NOT NULL,
	"rate_to_rsd" numeric(18, 6) NOT NULL,
	"rate_date" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code"),
	CONSTRAINT "currencies_code_format" CHECK ("currencies"."code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "currencies_rate_positive" CHECK ("currencies"."rate_to_rsd" > 0),
	CONSTRAINT "currencies_minor_units_range" CHECK ("currencies"."minor_units" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currency_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"currency_id" integer NOT NULL,
	"rate_to_rsd" numeric(18, 6) NOT NULL,
	"rate_date" date NOT NULL,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "features_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"module_id" integer NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "features_module_code_unique" UNIQUE("module_id","code")
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(50) NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "modules_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "organisation_features" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organisation_features_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "organisation_features_organisation_feature_unique" UNIQUE("organisation_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "organisation_modules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organisation_modules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "organisation_modules_organisation_module_unique" UNIQUE("organisation_id","module_id")
);
--> statement-breakpoint
ALTER TABLE "emails" DROP CONSTRAINT "emails_status_check";--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "retryable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "crawled_organisations" ADD CONSTRAINT "crawled_organisations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "currencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_features" ADD CONSTRAINT "organisation_features_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_features" ADD CONSTRAINT "organisation_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "features"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_modules" ADD CONSTRAINT "organisation_modules_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_modules" ADD CONSTRAINT "organisation_modules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "modules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crawled_organisations_national_identification_number_idx" ON "crawled_organisations" USING btree ("national_identification_number");--> statement-breakpoint
CREATE INDEX "currency_rates_currency_idx" ON "currency_rates" USING btree ("currency_id","rate_date");--> statement-breakpoint
CREATE INDEX "features_module_idx" ON "features" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "organisation_features_feature_idx" ON "organisation_features" USING btree ("feature_id");--> statement-breakpoint
CREATE INDEX "organisation_modules_module_idx" ON "organisation_modules" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "emails_next_attempt_idx" ON "emails" USING btree ("next_attempt_at");--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_status_check" CHECK ("emails"."status" in ('queued', 'sending', 'sent', 'failed'));