CREATE TABLE "definition_votes" (
	"definition_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"value" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "definition_votes_definition_id_user_id_pk" PRIMARY KEY("definition_id","user_id"),
	CONSTRAINT "definition_votes_value" CHECK ("definition_votes"."value" in (1, -1))
);
--> statement-breakpoint
CREATE TABLE "term_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"meaning" text,
	"example" text,
	"context" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "term_definitions_community_text" CHECK ("term_definitions"."kind" = 'entry' or "term_definitions"."meaning" is not null)
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "handle" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "handle_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "definition_votes" ADD CONSTRAINT "definition_votes_definition_id_term_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."term_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "definition_votes" ADD CONSTRAINT "definition_votes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_definitions" ADD CONSTRAINT "term_definitions_term_id_slang_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."slang_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_definitions" ADD CONSTRAINT "term_definitions_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "definition_votes_user_idx" ON "definition_votes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "term_definitions_one_entry_idx" ON "term_definitions" USING btree ("term_id") WHERE "term_definitions"."kind" = 'entry';--> statement-breakpoint
CREATE INDEX "term_definitions_term_status_idx" ON "term_definitions" USING btree ("term_id","status");--> statement-breakpoint
CREATE INDEX "term_definitions_status_created_idx" ON "term_definitions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "term_definitions_author_idx" ON "term_definitions" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_handle_idx" ON "user" USING btree (lower("handle"));--> statement-breakpoint
-- Every term has its entry definition (issue 28): the terms there are now, and each new one as it is inserted —
-- by the seed, an admin or an approved submission — so that votes always have a row to point at.
CREATE FUNCTION "slang_term_entry_definition"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "term_definitions" ("term_id", "kind", "status") VALUES (NEW."id", 'entry', 'approved')
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "slang_terms_entry_definition" AFTER INSERT ON "slang_terms"
  FOR EACH ROW EXECUTE FUNCTION "slang_term_entry_definition"();--> statement-breakpoint
INSERT INTO "term_definitions" ("term_id", "kind", "status", "created_at")
  SELECT "id", 'entry', 'approved', "created_at" FROM "slang_terms" ON CONFLICT DO NOTHING;
