-- One open report per account and term, one rating per account and translation, one pending review per account
-- and translation (issue 25 item 4): the routes insert … on conflict against these unique indexes. Duplicates a
-- database already holds go first, or the indexes could not be built: the oldest open report and the oldest
-- pending review stay (the review takes the newest duplicate's rating), and the newest rating stays.
WITH ranked AS (
  SELECT id, row_number() OVER (PARTITION BY term_id, reported_by ORDER BY created_at, id) AS n
  FROM term_reports WHERE status = 'open' AND reported_by IS NOT NULL
), removed AS (
  DELETE FROM term_reports WHERE id IN (SELECT id FROM ranked WHERE n > 1) RETURNING id
)
DELETE FROM moderation_events WHERE item_type = 'report' AND item_id IN (SELECT id FROM removed);
--> statement-breakpoint
WITH ranked AS (
  SELECT id, row_number() OVER (
    PARTITION BY user_id, source_language, target_language, md5(input_text), md5(output_text)
    ORDER BY created_at DESC, id DESC) AS n
  FROM translation_ratings
)
DELETE FROM translation_ratings WHERE id IN (SELECT id FROM ranked WHERE n > 1);
--> statement-breakpoint
WITH ranked AS (
  SELECT id, rating,
    row_number() OVER (PARTITION BY user_id, target_style, md5(source_text), md5(current_output)
      ORDER BY created_at, id) AS oldest,
    first_value(rating) OVER (PARTITION BY user_id, target_style, md5(source_text), md5(current_output)
      ORDER BY created_at DESC, id DESC) AS newest_rating
  FROM review_queue WHERE status = 'pending' AND user_id IS NOT NULL
), kept AS (
  UPDATE review_queue SET rating = ranked.newest_rating
  FROM ranked WHERE review_queue.id = ranked.id AND ranked.oldest = 1
  RETURNING review_queue.id
)
DELETE FROM review_queue WHERE id IN (SELECT id FROM ranked WHERE oldest > 1);
--> statement-breakpoint
CREATE UNIQUE INDEX "review_queue_one_pending_per_user_idx" ON "review_queue" USING btree ("user_id","target_style",md5("source_text"),md5("current_output")) WHERE "review_queue"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "term_reports_one_open_per_user_idx" ON "term_reports" USING btree ("term_id","reported_by") WHERE "term_reports"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "translation_ratings_one_per_user_idx" ON "translation_ratings" USING btree ("user_id","source_language","target_language",md5("input_text"),md5("output_text"));
