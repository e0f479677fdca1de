CREATE TABLE "presentation_requests" (
	"txid" text PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"requested_by_did" text NOT NULL,
	"nonce" text NOT NULL,
	"poll_secret_hash" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"result" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presentation_requests_status_ck" CHECK ("presentation_requests"."status" in ('PENDING', 'COMPLETED', 'REJECTED', 'EXPIRED'))
);
--> statement-breakpoint
ALTER TABLE "presentation_requests" ADD CONSTRAINT "presentation_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;