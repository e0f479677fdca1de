ALTER TABLE "invitations" DROP CONSTRAINT "invitations_status_ck";--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "inviter_member_id" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '7 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "key_user" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "invitations_invitee_did_idx" ON "invitations" USING btree ("invitee_did");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_status_ck" CHECK ("invitations"."status" in ('INVITED', 'ACCEPTED', 'REJECTED', 'CANCELLED'));