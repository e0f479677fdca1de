CREATE TABLE "quick_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_did" text NOT NULL,
	"name" text NOT NULL,
	"did" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quick_contacts_name_len" CHECK (char_length("quick_contacts"."name") <= 100),
	CONSTRAINT "quick_contacts_email_len" CHECK (char_length("quick_contacts"."email") <= 254),
	CONSTRAINT "quick_contacts_organisation_len" CHECK (char_length("quick_contacts"."organisation") <= 100),
	CONSTRAINT "quick_contacts_note_len" CHECK (char_length("quick_contacts"."note") <= 500)
);
--> statement-breakpoint
DROP INDEX "notifications_recipient_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "picture" text;--> statement-breakpoint
CREATE UNIQUE INDEX "quick_contacts_owner_did_uq" ON "quick_contacts" USING btree ("owner_did","did");--> statement-breakpoint
CREATE INDEX "notifications_recipient_time_idx" ON "notifications" USING btree ("recipient_did","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_recipient_unseen_idx" ON "notifications" USING btree ("recipient_did") WHERE not "notifications"."seen";