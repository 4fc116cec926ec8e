-- slang_fold(): how terms and queries are compared in search: lower case, accents removed (unaccent), apostrophes
-- dropped and '-', '_', '.', '/' read as spaces, so 'Qué guay', 'que guay', "it's giving" / 'its giving' and
-- 'glow-up' / 'glow up' meet. IMMUTABLE (unaccent with an explicit dictionary is) so generated columns and
-- indexes can use it.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION slang_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '[''’`]', '', 'g'), '[\s_./-]+', ' ', 'g')) $$;
--> statement-breakpoint
CREATE TABLE "moderation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slang_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term" text NOT NULL,
	"meaning" text NOT NULL,
	"long_explanation" text,
	"context" text,
	"example" text,
	"form" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" text,
	"existing_term_id" uuid,
	"approved_term_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slang_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"term" text NOT NULL,
	"meaning" text NOT NULL,
	"context" text,
	"example" text,
	"more_examples" text[] DEFAULT '{}'::text[] NOT NULL,
	"romanization" text,
	"language" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"country" text,
	"category" text,
	"source" text NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"term_key" text GENERATED ALWAYS AS (slang_fold(term)) STORED,
	"alt_key" text GENERATED ALWAYS AS (slang_fold(romanization)) STORED
);
--> statement-breakpoint
CREATE TABLE "term_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"reported_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_events" ADD CONSTRAINT "moderation_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slang_suggestions" ADD CONSTRAINT "slang_suggestions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slang_suggestions" ADD CONSTRAINT "slang_suggestions_existing_term_id_slang_terms_id_fk" FOREIGN KEY ("existing_term_id") REFERENCES "public"."slang_terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slang_suggestions" ADD CONSTRAINT "slang_suggestions_approved_term_id_slang_terms_id_fk" FOREIGN KEY ("approved_term_id") REFERENCES "public"."slang_terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slang_terms" ADD CONSTRAINT "slang_terms_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_reports" ADD CONSTRAINT "term_reports_term_id_slang_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."slang_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_reports" ADD CONSTRAINT "term_reports_reported_by_user_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_events_item_idx" ON "moderation_events" USING btree ("item_type","item_id","created_at");--> statement-breakpoint
CREATE INDEX "slang_suggestions_status_created_idx" ON "slang_suggestions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "slang_terms_slug_live_idx" ON "slang_terms" USING btree ("slug") WHERE "slang_terms"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "slang_terms_slug_idx" ON "slang_terms" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "slang_terms_category_idx" ON "slang_terms" USING btree ("country","category");--> statement-breakpoint
CREATE INDEX "slang_terms_language_idx" ON "slang_terms" USING btree ("language");--> statement-breakpoint
CREATE INDEX "slang_terms_term_key_trgm_idx" ON "slang_terms" USING gin ("term_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "slang_terms_alt_key_trgm_idx" ON "slang_terms" USING gin ("alt_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "slang_terms_term_key_prefix_idx" ON "slang_terms" USING btree ("term_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "term_reports_status_created_idx" ON "term_reports" USING btree ("status","created_at");