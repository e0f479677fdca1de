CREATE TABLE "credential_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endorsement_id" uuid NOT NULL,
	"holder_did" text NOT NULL,
	"pre_authorized_code_hash" text NOT NULL,
	"tx_code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"access_token_hash" text,
	"access_token_expires_at" timestamp with time zone,
	"status" text DEFAULT 'OFFERED' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credential_offers_pre_authorized_code_hash_unique" UNIQUE("pre_authorized_code_hash"),
	CONSTRAINT "credential_offers_access_token_hash_unique" UNIQUE("access_token_hash"),
	CONSTRAINT "credential_offers_status_ck" CHECK ("credential_offers"."status" in ('OFFERED', 'TOKEN_ISSUED', 'ISSUED', 'EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "issuance_nonces" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credential_offers" ADD CONSTRAINT "credential_offers_endorsement_id_endorsements_id_fk" FOREIGN KEY ("endorsement_id") REFERENCES "public"."endorsements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credential_offers_expires_at_idx" ON "credential_offers" USING btree ("expires_at");