CREATE TABLE "definition_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"definition_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"reported_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trending_counts" (
	"day" date NOT NULL,
	"term_id" uuid NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trending_counts_day_term_id_pk" PRIMARY KEY("day","term_id")
);
--> statement-breakpoint
CREATE TABLE "word_of_the_day" (
	"day" date PRIMARY KEY NOT NULL,
	"term_id" uuid NOT NULL,
	"pinned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "term_definitions" ADD COLUMN "hide_below" integer DEFAULT -5 NOT NULL;--> statement-breakpoint
ALTER TABLE "definition_reports" ADD CONSTRAINT "definition_reports_definition_id_term_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."term_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "definition_reports" ADD CONSTRAINT "definition_reports_reported_by_user_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trending_counts" ADD CONSTRAINT "trending_counts_term_id_slang_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."slang_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_of_the_day" ADD CONSTRAINT "word_of_the_day_term_id_slang_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."slang_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_of_the_day" ADD CONSTRAINT "word_of_the_day_pinned_by_user_id_fk" FOREIGN KEY ("pinned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "definition_reports_definition_idx" ON "definition_reports" USING btree ("definition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "definition_reports_one_per_user_idx" ON "definition_reports" USING btree ("definition_id","reported_by");--> statement-breakpoint
CREATE INDEX "word_of_the_day_term_idx" ON "word_of_the_day" USING btree ("term_id","day");