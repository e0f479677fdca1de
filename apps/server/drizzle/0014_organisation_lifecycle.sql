CREATE TABLE "organisation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "organisation_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"features" jsonb NOT NULL,
	"reason" text,
	"actor_did" text NOT NULL,
	"actor_name" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_events_action_ck" CHECK ("organisation_events"."action" in ('APPROVED', 'SUSPENDED', 'REACTIVATED', 'DEACTIVATED', 'FEATURES_CHANGED')),
	CONSTRAINT "organisation_events_status_ck" CHECK ("organisation_events"."status" in ('ACTIVE', 'SUSPENDED', 'DEACTIVATED')),
	CONSTRAINT "organisation_events_reason_len_ck" CHECK (char_length("organisation_events"."reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "organisations" DROP CONSTRAINT "organisations_status_ck";--> statement-breakpoint
ALTER TABLE "organisation_events" ADD CONSTRAINT "organisation_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_events_org_at_idx" ON "organisation_events" USING btree ("organisation_id","at","seq");--> statement-breakpoint
-- An organisation removed before the lifecycle existed was deactivated.
UPDATE "organisations" SET "status" = 'DEACTIVATED' WHERE "deleted_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_deactivated_ck" CHECK (("organisations"."status" = 'DEACTIVATED') = ("organisations"."deleted_at" is not null));--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_status_ck" CHECK ("organisations"."status" in ('ACTIVE', 'SUSPENDED', 'DEACTIVATED'));--> statement-breakpoint
-- Every organisation approved before this migration: its approval, by the provider who decided its
-- enrolment, at the time it was created; one removed before, its deactivation at its removal.
INSERT INTO "organisation_events" ("organisation_id", "action", "status", "features", "actor_did", "at")
SELECT o."id", 'APPROVED', 'ACTIVE', o."features", coalesce(e."decided_by", o."created_by"), o."created_at"
FROM "organisations" o LEFT JOIN "enrolment_requests" e ON e."id"::text = o."enrolment_request_id"
ORDER BY o."created_at";--> statement-breakpoint
INSERT INTO "organisation_events" ("organisation_id", "action", "status", "features", "actor_did", "at")
SELECT o."id", 'DEACTIVATED', 'DEACTIVATED', o."features", o."created_by", o."deleted_at"
FROM "organisations" o WHERE o."deleted_at" IS NOT NULL
ORDER BY o."deleted_at";
