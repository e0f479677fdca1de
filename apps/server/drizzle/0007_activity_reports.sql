CREATE TABLE "activity_day_counts" (
	"subject" text NOT NULL,
	"side" smallint NOT NULL,
	"day" date NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "activity_day_counts_subject_side_day_pk" PRIMARY KEY("subject","side","day")
);
--> statement-breakpoint
DROP INDEX "activities_did_time_idx";--> statement-breakpoint
DROP INDEX "activities_org_time_idx";--> statement-breakpoint
CREATE INDEX "activities_did_not_own_org_time_idx" ON "activities" USING btree ("did","tx_timestamp" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE btrim("activities"."type") <> '' and "activities"."org_did" is distinct from "activities"."did";--> statement-breakpoint
CREATE INDEX "activities_did_time_idx" ON "activities" USING btree ("did","tx_timestamp" DESC NULLS FIRST,"id" DESC NULLS FIRST,"org_did") WHERE btrim("activities"."type") <> '';--> statement-breakpoint
CREATE INDEX "activities_org_time_idx" ON "activities" USING btree ("org_did","tx_timestamp" DESC NULLS FIRST,"id" DESC NULLS FIRST,"did") WHERE btrim("activities"."type") <> '';
--> statement-breakpoint
-- Each inserting statement adds its shown rows (non-blank type) by subject, side and UTC day, in
-- key order so that two inserting transactions cannot deadlock on the same counts.
CREATE FUNCTION activities_count_days() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  INSERT INTO activity_day_counts AS counted (subject, side, day, count)
  SELECT subject, side, day, count(*) FROM (
    SELECT org_did AS subject, 1::smallint AS side, (tx_timestamp AT TIME ZONE 'UTC')::date AS day FROM new_rows WHERE org_did IS NOT NULL AND btrim(type) <> ''
    UNION ALL
    SELECT did, 2::smallint, (tx_timestamp AT TIME ZONE 'UTC')::date FROM new_rows WHERE btrim(type) <> ''
    UNION ALL
    SELECT did, 3::smallint, (tx_timestamp AT TIME ZONE 'UTC')::date FROM new_rows WHERE did = org_did AND btrim(type) <> ''
  ) keyed GROUP BY subject, side, day ORDER BY subject, side, day
  ON CONFLICT (subject, side, day) DO UPDATE SET count = counted.count + EXCLUDED.count;
  RETURN NULL;
END
$f$;
--> statement-breakpoint
CREATE TRIGGER activities_count_days AFTER INSERT ON activities REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION activities_count_days();
--> statement-breakpoint
-- The activities recorded before this migration.
INSERT INTO activity_day_counts (subject, side, day, count)
  SELECT subject, side, day, count(*) FROM (
    SELECT org_did AS subject, 1::smallint AS side, (tx_timestamp AT TIME ZONE 'UTC')::date AS day FROM activities WHERE org_did IS NOT NULL AND btrim(type) <> ''
    UNION ALL
    SELECT did, 2::smallint, (tx_timestamp AT TIME ZONE 'UTC')::date FROM activities WHERE btrim(type) <> ''
    UNION ALL
    SELECT did, 3::smallint, (tx_timestamp AT TIME ZONE 'UTC')::date FROM activities WHERE did = org_did AND btrim(type) <> ''
  ) keyed GROUP BY subject, side, day ORDER BY subject, side, day;
