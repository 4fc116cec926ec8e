CREATE TABLE "editor_translation_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"translation_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "editor_translations" DROP CONSTRAINT "editor_translations_key_hash_unique";--> statement-breakpoint
ALTER TABLE "editor_translations" ADD COLUMN "origin" text DEFAULT 'editor' NOT NULL;--> statement-breakpoint
ALTER TABLE "editor_translations" ADD COLUMN "machine_output" text;--> statement-breakpoint
ALTER TABLE "editor_translations" ADD COLUMN "engine" text;--> statement-breakpoint
ALTER TABLE "editor_translations" ADD COLUMN "request_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "editor_translations" ADD COLUMN "last_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "editor_translations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "editor_translation_changes" ADD CONSTRAINT "editor_translation_changes_translation_id_editor_translations_id_fk" FOREIGN KEY ("translation_id") REFERENCES "public"."editor_translations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_translation_changes" ADD CONSTRAINT "editor_translation_changes_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editor_translation_changes_entry_idx" ON "editor_translation_changes" USING btree ("translation_id","created_at");--> statement-breakpoint
CREATE INDEX "editor_translations_key_idx" ON "editor_translations" USING hash ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "editor_translations_approved_key_idx" ON "editor_translations" USING btree (md5("key_hash")) WHERE "editor_translations"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "editor_translations_translator_key_idx" ON "editor_translations" USING btree (md5("key_hash")) WHERE "editor_translations"."origin" = 'translator';--> statement-breakpoint
CREATE INDEX "editor_translations_source_trgm_idx" ON "editor_translations" USING gin (lower("source_text") gin_trgm_ops) WITH (fastupdate=false);