CREATE TABLE "endorsements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"holder_did" text NOT NULL,
	"scheme_id" uuid NOT NULL,
	"role_name" text NOT NULL,
	"request_id" uuid,
	"status_list_index" integer NOT NULL,
	"jwt" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_did" text,
	CONSTRAINT "endorsements_status_index_uq" UNIQUE("organisation_id","status_list_index"),
	CONSTRAINT "endorsements_status_index_ck" CHECK ("endorsements"."status_list_index" >= 0 and "endorsements"."status_list_index" < 131072)
);
--> statement-breakpoint
CREATE TABLE "membership_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"scheme_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"requester_did" text NOT NULL,
	"requester_name" text DEFAULT '' NOT NULL,
	"field_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'SENT' NOT NULL,
	"created_by_did" text NOT NULL,
	"created_by_name" text DEFAULT '' NOT NULL,
	"checked_by_did" text,
	"checked_by_name" text,
	"checked_at" timestamp with time zone,
	"decided_by_did" text,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_requests_kind_ck" CHECK ("membership_requests"."kind" in ('APPLICATION', 'ENROLMENT')),
	CONSTRAINT "membership_requests_status_ck" CHECK ("membership_requests"."status" in ('SENT', 'CHECKED', 'APPROVED', 'REJECTED')),
	CONSTRAINT "membership_requests_reason_len_ck" CHECK (char_length("membership_requests"."reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "endorsements" ADD CONSTRAINT "endorsements_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsements" ADD CONSTRAINT "endorsements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsements" ADD CONSTRAINT "endorsements_request_id_membership_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."membership_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_requests" ADD CONSTRAINT "membership_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_requests" ADD CONSTRAINT "membership_requests_org_scheme_fk" FOREIGN KEY ("organisation_id","scheme_id") REFERENCES "public"."org_schemes"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "endorsements_holder_idx" ON "endorsements" USING btree ("holder_did");--> statement-breakpoint
CREATE INDEX "endorsements_member_idx" ON "endorsements" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "endorsements_org_issued_idx" ON "endorsements" USING btree ("organisation_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_requests_waiting_uq" ON "membership_requests" USING btree ("organisation_id","scheme_id","requester_did") WHERE "membership_requests"."status" in ('SENT', 'CHECKED');--> statement-breakpoint
CREATE INDEX "membership_requests_org_status_idx" ON "membership_requests" USING btree ("organisation_id","status","created_at");--> statement-breakpoint
CREATE INDEX "membership_requests_requester_idx" ON "membership_requests" USING btree ("requester_did","created_at");