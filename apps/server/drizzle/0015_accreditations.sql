CREATE TABLE "accreditations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"status_list_index" integer NOT NULL,
	"jwt" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "accreditations_status_index_uq" UNIQUE("status_list_index"),
	CONSTRAINT "accreditations_status_index_ck" CHECK ("accreditations"."status_list_index" >= 0 and "accreditations"."status_list_index" < 131072)
);
--> statement-breakpoint
CREATE TABLE "registry_keys" (
	"id" text PRIMARY KEY DEFAULT 'registry' NOT NULL,
	"did" text NOT NULL,
	"encrypted_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registry_keys_did_unique" UNIQUE("did"),
	CONSTRAINT "registry_keys_one_ck" CHECK ("registry_keys"."id" = 'registry')
);
--> statement-breakpoint
ALTER TABLE "accreditations" ADD CONSTRAINT "accreditations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accreditations_org_issued_idx" ON "accreditations" USING btree ("organisation_id","issued_at");