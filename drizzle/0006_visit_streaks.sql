CREATE TABLE "visit_streaks" (
	"user_id" text PRIMARY KEY NOT NULL,
	"current" integer DEFAULT 0 NOT NULL,
	"best" integer DEFAULT 0 NOT NULL,
	"last_date" text,
	"started_at" text,
	"last_counted_at_ms" bigint,
	"last_repair_month" text,
	"previous_streak" integer,
	"previous_started_at" text,
	"broken_on" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visit_streaks" ADD CONSTRAINT "visit_streaks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;