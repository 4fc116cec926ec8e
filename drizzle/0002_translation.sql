CREATE TABLE "editor_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_hash" text NOT NULL,
	"target_style" text NOT NULL,
	"source_text" text NOT NULL,
	"final_output" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"is_locked" boolean DEFAULT false NOT NULL,
	"editor_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editor_translations_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "review_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"target_style" text NOT NULL,
	"rating" integer NOT NULL,
	"user_id" text,
	"source_text" text NOT NULL,
	"current_output" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"admin_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"input_text" text NOT NULL,
	"output_text" text NOT NULL,
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"rating" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_ratings_rating_range" CHECK ("translation_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "user_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"input_text" text NOT NULL,
	"output_text" text NOT NULL,
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "editor_translations" ADD CONSTRAINT "editor_translations_editor_user_id_user_id_fk" FOREIGN KEY ("editor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_queue" ADD CONSTRAINT "review_queue_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_queue" ADD CONSTRAINT "review_queue_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_ratings" ADD CONSTRAINT "translation_ratings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_translations" ADD CONSTRAINT "user_translations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editor_translations_style_status_idx" ON "editor_translations" USING btree ("target_style","status");--> statement-breakpoint
CREATE INDEX "review_queue_status_created_idx" ON "review_queue" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "translation_ratings_user_idx" ON "translation_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_translations_owner_idx" ON "user_translations" USING btree ("user_id","kind","created_at");