CREATE TABLE "review_log_buckets" (
	"user_id" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"reviews" integer NOT NULL,
	"young" integer NOT NULL,
	"young_passed" integer NOT NULL,
	"mature" integer NOT NULL,
	"mature_passed" integer NOT NULL,
	CONSTRAINT "review_log_buckets_user_id_bucket_pk" PRIMARY KEY("user_id","bucket")
);
--> statement-breakpoint
ALTER TABLE "review_log_buckets" ADD CONSTRAINT "review_log_buckets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- review_log_buckets (issue 29 item 6) holds each account's review logs counted per quarter hour, kept by the
-- triggers below through every insert, update, delete and truncate of review_logs, so the statistics read ~1,500
-- buckets for a year instead of every log. Imports, offline batches and the backfill add many logs in one statement:
-- statement-level triggers group them once (their transition tables) instead of firing per row.
--
-- What counts, as flashcards/stats.ts reports it: only the review state measures memory (a learning step tests
-- minutes-old knowledge: Anki's true retention); a last interval of MATURE_INTERVAL_DAYS (21) or more is mature;
-- a review passed when rated good. Changing these takes a migration that replaces the functions and refills the table.
--
-- The quarter hour starts on a multiple of 15 minutes from 2000-01-01 UTC: every zone's offset from UTC is a
-- multiple of 15 minutes, so a bucket lies within one local day in any zone.
CREATE FUNCTION "review_log_bucket"("reviewed_at" timestamp with time zone) RETURNS timestamp with time zone
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN date_bin('15 minutes', "reviewed_at", timestamp with time zone '2000-01-01 00:00:00+00');--> statement-breakpoint
CREATE FUNCTION "review_log_young"("state" text, "scheduled_days" double precision) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN "state" = 'review' AND "scheduled_days" < 21;--> statement-breakpoint
CREATE FUNCTION "review_log_mature"("state" text, "scheduled_days" double precision) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN "state" = 'review' AND "scheduled_days" >= 21;--> statement-breakpoint
CREATE FUNCTION "review_log_buckets_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "review_log_buckets" AS "b"
    ("user_id", "bucket", "reviews", "young", "young_passed", "mature", "mature_passed")
  SELECT "user_id", "review_log_bucket"("reviewed_at"), count(*),
         count(*) FILTER (WHERE "review_log_young"("state", "scheduled_days")),
         count(*) FILTER (WHERE "review_log_young"("state", "scheduled_days") AND "rating" = 'good'),
         count(*) FILTER (WHERE "review_log_mature"("state", "scheduled_days")),
         count(*) FILTER (WHERE "review_log_mature"("state", "scheduled_days") AND "rating" = 'good')
  FROM "added_logs"
  GROUP BY 1, 2
  -- In key order: two transactions adding to the same buckets lock them in one order, so neither waits on the other
  -- while holding what it needs.
  ORDER BY 1, 2
  ON CONFLICT ("user_id", "bucket") DO UPDATE SET
    "reviews" = "b"."reviews" + EXCLUDED."reviews",
    "young" = "b"."young" + EXCLUDED."young",
    "young_passed" = "b"."young_passed" + EXCLUDED."young_passed",
    "mature" = "b"."mature" + EXCLUDED."mature",
    "mature_passed" = "b"."mature_passed" + EXCLUDED."mature_passed";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only updates and deletes buckets, never inserts: when an account is deleted its logs and buckets both go by
-- cascade, in either order, and a bucket inserted here would point at the deleted account.
CREATE FUNCTION "review_log_buckets_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "review_log_buckets" AS "b" SET
    "reviews" = "b"."reviews" - "r"."reviews",
    "young" = "b"."young" - "r"."young",
    "young_passed" = "b"."young_passed" - "r"."young_passed",
    "mature" = "b"."mature" - "r"."mature",
    "mature_passed" = "b"."mature_passed" - "r"."mature_passed"
  FROM (
    SELECT "user_id", "review_log_bucket"("reviewed_at") AS "bucket", count(*) AS "reviews",
           count(*) FILTER (WHERE "review_log_young"("state", "scheduled_days")) AS "young",
           count(*) FILTER (WHERE "review_log_young"("state", "scheduled_days") AND "rating" = 'good')
             AS "young_passed",
           count(*) FILTER (WHERE "review_log_mature"("state", "scheduled_days")) AS "mature",
           count(*) FILTER (WHERE "review_log_mature"("state", "scheduled_days") AND "rating" = 'good')
             AS "mature_passed"
    FROM "removed_logs"
    GROUP BY 1, 2
  ) AS "r"
  WHERE "b"."user_id" = "r"."user_id" AND "b"."bucket" = "r"."bucket";
  DELETE FROM "review_log_buckets" AS "b"
  USING (SELECT DISTINCT "user_id", "review_log_bucket"("reviewed_at") AS "bucket" FROM "removed_logs") AS "r"
  WHERE "b"."user_id" = "r"."user_id" AND "b"."bucket" = "r"."bucket" AND "b"."reviews" = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- DELETE, not TRUNCATE: a TRUNCATE … CASCADE from "user" truncates the buckets in the same statement, and a
-- TRUNCATE of a table that statement is using fails.
CREATE FUNCTION "review_log_buckets_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "review_log_buckets";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "review_logs_insert_buckets" AFTER INSERT ON "review_logs"
  REFERENCING NEW TABLE AS "added_logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "review_log_buckets_add"();--> statement-breakpoint
CREATE TRIGGER "review_logs_delete_buckets" AFTER DELETE ON "review_logs"
  REFERENCING OLD TABLE AS "removed_logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "review_log_buckets_remove"();--> statement-breakpoint
-- An update moves its rows' counts: the old rows' are removed and the new rows' added. Deleting a custom deck
-- (ADR 007) only replaces its logs' card keys, so its counts come back as they were. Triggers on one event fire in
-- name order: adding first means no bucket reaches zero on the way, so none is deleted and inserted again.
CREATE TRIGGER "review_logs_update_add_buckets" AFTER UPDATE ON "review_logs"
  REFERENCING NEW TABLE AS "added_logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "review_log_buckets_add"();--> statement-breakpoint
CREATE TRIGGER "review_logs_update_remove_buckets" AFTER UPDATE ON "review_logs"
  REFERENCING OLD TABLE AS "removed_logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "review_log_buckets_remove"();--> statement-breakpoint
CREATE TRIGGER "review_logs_truncate_buckets" AFTER TRUNCATE ON "review_logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "review_log_buckets_clear"();--> statement-breakpoint
-- The logs there are now. After the triggers: creating them locked review_logs against writes until this
-- migration commits, so no log is counted twice or missed.
INSERT INTO "review_log_buckets"
  ("user_id", "bucket", "reviews", "young", "young_passed", "mature", "mature_passed")
SELECT "user_id", "review_log_bucket"("reviewed_at"), count(*),
       count(*) FILTER (WHERE "review_log_young"("state", "scheduled_days")),
       count(*) FILTER (WHERE "review_log_young"("state", "scheduled_days") AND "rating" = 'good'),
       count(*) FILTER (WHERE "review_log_mature"("state", "scheduled_days")),
       count(*) FILTER (WHERE "review_log_mature"("state", "scheduled_days") AND "rating" = 'good')
FROM "review_logs"
GROUP BY 1, 2;
