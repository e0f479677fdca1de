CREATE TABLE "identities" (
	"did" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"avatar" text,
	"protect_flag" char(1) DEFAULT 'N' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_requests" (
	"txid" text PRIMARY KEY NOT NULL,
	"intent" text NOT NULL,
	"mode" text,
	"nonce" text NOT NULL,
	"poll_secret_hash" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"params" jsonb,
	"answered_by_did" text,
	"result" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_wallet_jtis" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrolment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_number" text NOT NULL,
	"country_of_incorporation" text NOT NULL,
	"org_reg_number" text NOT NULL,
	"corporate_website" text NOT NULL,
	"mailing_address1" text NOT NULL,
	"requester_did" text NOT NULL,
	"requester_name" text DEFAULT '' NOT NULL,
	"requester_email" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'INVITED' NOT NULL,
	"organisation_did" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"did" text NOT NULL,
	"business_name" text NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"contact_number" text DEFAULT '' NOT NULL,
	"country_of_incorporation" text DEFAULT '' NOT NULL,
	"org_reg_number" text DEFAULT '' NOT NULL,
	"corporate_website" text DEFAULT '' NOT NULL,
	"mailing_address1" text DEFAULT '' NOT NULL,
	"mailing_address2" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"logo" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text NOT NULL,
	"enrolment_request_id" text,
	"encrypted_key" text NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "organisations_did_unique" UNIQUE("did"),
	CONSTRAINT "organisations_enrolment_request_id_unique" UNIQUE("enrolment_request_id")
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"invitation_code" text PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"invitation_type" text NOT NULL,
	"invited_by" text NOT NULL,
	"invitor_name" text DEFAULT '' NOT NULL,
	"invitee_name" text DEFAULT '' NOT NULL,
	"invitee_email" text DEFAULT '' NOT NULL,
	"invitee_did" text,
	"role_code" text NOT NULL,
	"status" text DEFAULT 'INVITED' NOT NULL,
	"accepted_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"member_did" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"role_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "membership_roles" (
	"param_code" text PRIMARY KEY NOT NULL,
	"param_type" text DEFAULT 'MembershipRole' NOT NULL,
	"param_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"org_did" text,
	"type" text NOT NULL,
	"tx_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"filename" text,
	"assert_type" text,
	"remarks" text,
	"seal_for_did" text,
	"unseal_from_did" text
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_did" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_code_membership_roles_param_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."membership_roles"("param_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_role_code_membership_roles_param_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."membership_roles"("param_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_requests_expires_at_idx" ON "auth_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolment_requests_open_name_uq" ON "enrolment_requests" USING btree (lower("org_name")) WHERE "enrolment_requests"."status" in ('INVITED', 'ACCEPTED');--> statement-breakpoint
CREATE UNIQUE INDEX "enrolment_requests_open_reg_uq" ON "enrolment_requests" USING btree (lower("org_reg_number")) WHERE "enrolment_requests"."status" in ('INVITED', 'ACCEPTED');--> statement-breakpoint
CREATE INDEX "enrolment_requests_created_idx" ON "enrolment_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "invitations_org_idx" ON "invitations" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_org_did_active_uq" ON "members" USING btree ("organisation_id","member_did") WHERE "members"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "members_did_idx" ON "members" USING btree ("member_did");--> statement-breakpoint
CREATE INDEX "activities_did_time_idx" ON "activities" USING btree ("did","tx_timestamp" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activities_org_time_idx" ON "activities" USING btree ("org_did","tx_timestamp" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_did","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");