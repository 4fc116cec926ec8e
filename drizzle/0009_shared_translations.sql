CREATE TABLE "shared_translations" (
	"id" text PRIMARY KEY NOT NULL,
	"source_text" text NOT NULL,
	"translated_text" text NOT NULL,
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"explanation" text,
	"terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shared_translations" ADD CONSTRAINT "shared_translations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_translations_user_idx" ON "shared_translations" USING btree ("user_id");