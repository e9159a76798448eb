ALTER TABLE "currencies" DROP CONSTRAINT "currencies_rate_positive";--> statement-breakpoint
ALTER TABLE "organisations" DROP CONSTRAINT "organisations_type_known";--> statement-breakpoint
ALTER TABLE "roles" DROP CONSTRAINT "roles_scope_known";--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_action_check" CHECK ("activity"."action" in ('create', 'update', 'delete', 'restore', 'state', 'sign-in', 'sign-in-failed', 'sign-out', 'password-reset', 'invitation'));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_slug_length" CHECK (char_length("articles"."slug") >= 1);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_language_check" CHECK ("contact_messages"."language" in ('en', 'sr', 'it', 'zh', 'es', 'ru', 'nl'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_note_length" CHECK (char_length("contact_messages"."note") <= 5000);--> statement-breakpoint
ALTER TABLE "crawled_organisations" ADD CONSTRAINT "crawled_organisations_name_length" CHECK (char_length("crawled_organisations"."name") between 2 and 200);--> statement-breakpoint
ALTER TABLE "crawled_organisations" ADD CONSTRAINT "crawled_organisations_address_length" CHECK (char_length("crawled_organisations"."address") <= 300);--> statement-breakpoint
ALTER TABLE "crawled_organisations" ADD CONSTRAINT "crawled_organisations_city_length" CHECK (char_length("crawled_organisations"."city") <= 100);--> statement-breakpoint
ALTER TABLE "crawled_organisations" ADD CONSTRAINT "crawled_organisations_activity_name_length" CHECK (char_length("crawled_organisations"."activity_name") <= 300);--> statement-breakpoint
ALTER TABLE "crawled_organisations" ADD CONSTRAINT "crawled_organisations_register_status_check" CHECK ("crawled_organisations"."register_status" in ('active', 'in-liquidation', 'in-bankruptcy', 'struck-off'));--> statement-breakpoint
ALTER TABLE "crawled_organisations" ADD CONSTRAINT "crawled_organisations_source_url_length" CHECK (char_length("crawled_organisations"."source_url") <= 1000);--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_name_length" CHECK (char_length("currencies"."name") between 2 and 100);--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_symbol_length" CHECK (char_length("currencies"."symbol") between 1 and 10);--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_rate_to_rsd_range" CHECK ("currencies"."rate_to_rsd" between 0.000001 and 999999999);--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_name_length" CHECK (char_length("email_templates"."name") between 2 and 100);--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_name_length" CHECK (char_length("features"."name") between 2 and 200);--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_description_length" CHECK (char_length("features"."description") <= 1000);--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_content_type_check" CHECK ("media"."content_type" in ('image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'));--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_name_length" CHECK (char_length("modules"."name") between 2 and 200);--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_description_length" CHECK (char_length("modules"."description") <= 2000);--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_name_length" CHECK (char_length("organisations"."name") between 2 and 200);--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_type_check" CHECK ("organisations"."type" in ('company', 'entrepreneur', 'public-institution', 'non-profit'));--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_address_length" CHECK (char_length("organisations"."address") <= 300);--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_city_length" CHECK (char_length("organisations"."city") <= 100);--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_email_length" CHECK (char_length("organisations"."email") <= 254);--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_phone_length" CHECK (char_length("organisations"."phone") <= 50);--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_website_length" CHECK (char_length("organisations"."website") <= 300);--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_name_length" CHECK (char_length("permissions"."name") <= 100);--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_description_length" CHECK (char_length("permissions"."description") between 1 and 500);--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_name_length" CHECK (char_length("roles"."name") between 2 and 100);--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_description_length" CHECK (char_length("roles"."description") <= 500);--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_scope_check" CHECK ("roles"."scope" in ('global', 'organisation'));--> statement-breakpoint
ALTER TABLE "user_claims" ADD CONSTRAINT "user_claims_type_length" CHECK (char_length("user_claims"."type") between 1 and 100);--> statement-breakpoint
ALTER TABLE "user_claims" ADD CONSTRAINT "user_claims_value_length" CHECK (char_length("user_claims"."value") between 1 and 500);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_first_name_length" CHECK (char_length("users"."first_name") between 2 and 100);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_last_name_length" CHECK (char_length("users"."last_name") between 2 and 100);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_length" CHECK (char_length("users"."email") <= 254);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_name_length" CHECK (char_length("users"."user_name") between 2 and 100);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_preferred_language_check" CHECK ("users"."preferred_language" in ('en', 'sr', 'it', 'zh', 'es', 'ru', 'nl'));