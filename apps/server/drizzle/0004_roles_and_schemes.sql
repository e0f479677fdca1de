CREATE TABLE "custom_field_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_did" text NOT NULL,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "custom_field_types_kind_ck" CHECK ("custom_field_types"."kind" in ('text', 'number', 'date', 'email', 'phone', 'did', 'list')),
	CONSTRAINT "custom_field_types_name_len_ck" CHECK (char_length("custom_field_types"."name") <= 100)
);
--> statement-breakpoint
CREATE TABLE "org_schemes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"maker_member_id" uuid NOT NULL,
	"created_by_did" text NOT NULL,
	"created_by_name" text DEFAULT '' NOT NULL,
	"edited_by_did" text NOT NULL,
	"edited_by_name" text DEFAULT '' NOT NULL,
	"checked_by_did" text,
	"checked_by_name" text,
	"checked_at" timestamp with time zone,
	"approved_by_did" text,
	"approved_by_name" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "org_schemes_org_id_uq" UNIQUE("organisation_id","id"),
	CONSTRAINT "org_schemes_status_ck" CHECK ("org_schemes"."status" in ('CREATED', 'CHECKED', 'APPROVED', 'DEACTIVATED')),
	CONSTRAINT "org_schemes_name_len_ck" CHECK (char_length("org_schemes"."name") <= 100)
);
--> statement-breakpoint
CREATE TABLE "scheme_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "scheme_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scheme_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_did" text NOT NULL,
	"actor_name" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheme_events_action_ck" CHECK ("scheme_events"."action" in ('CREATED', 'RENAMED', 'FIELD_ADDED', 'FIELD_CHANGED', 'FIELD_REMOVED', 'CHECKED', 'APPROVED', 'REJECTED', 'DEACTIVATED'))
);
--> statement-breakpoint
CREATE TABLE "scheme_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scheme_id" uuid NOT NULL,
	"field_name" text NOT NULL,
	"builtin_type" text,
	"custom_field_type_id" uuid,
	"is_required" text DEFAULT 'N' NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "scheme_fields_one_type_ck" CHECK (num_nonnulls("scheme_fields"."builtin_type", "scheme_fields"."custom_field_type_id") = 1),
	CONSTRAINT "scheme_fields_builtin_type_ck" CHECK ("scheme_fields"."builtin_type" in ('text', 'number', 'date', 'email', 'phone', 'did')),
	CONSTRAINT "scheme_fields_is_required_ck" CHECK ("scheme_fields"."is_required" in ('Y', 'N')),
	CONSTRAINT "scheme_fields_field_name_len_ck" CHECK (char_length("scheme_fields"."field_name") <= 100)
);
--> statement-breakpoint
DROP INDEX "members_org_did_active_uq";--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "role_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "role_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "scheme_id" uuid;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "scheme_id" uuid;--> statement-breakpoint
ALTER TABLE "custom_field_types" ADD CONSTRAINT "custom_field_types_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_schemes" ADD CONSTRAINT "org_schemes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_events" ADD CONSTRAINT "scheme_events_scheme_id_org_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."org_schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_fields" ADD CONSTRAINT "scheme_fields_scheme_id_org_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."org_schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_fields" ADD CONSTRAINT "scheme_fields_custom_field_type_id_custom_field_types_id_fk" FOREIGN KEY ("custom_field_type_id") REFERENCES "public"."custom_field_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_types_org_name_uq" ON "custom_field_types" USING btree ("organisation_id",lower("name")) WHERE "custom_field_types"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "org_schemes_org_name_uq" ON "org_schemes" USING btree ("organisation_id",lower("name")) WHERE "org_schemes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "scheme_events_scheme_idx" ON "scheme_events" USING btree ("scheme_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "scheme_fields_name_uq" ON "scheme_fields" USING btree ("scheme_id",lower("field_name"));--> statement-breakpoint
CREATE INDEX "scheme_fields_type_idx" ON "scheme_fields" USING btree ("custom_field_type_id");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_org_scheme_fk" FOREIGN KEY ("organisation_id","scheme_id") REFERENCES "public"."org_schemes"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_org_scheme_fk" FOREIGN KEY ("organisation_id","scheme_id") REFERENCES "public"."org_schemes"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_org_did_role_active_uq" ON "members" USING btree ("organisation_id","member_did",coalesce("role_code", "scheme_id"::text)) WHERE "members"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "members_scheme_idx" ON "members" USING btree ("scheme_id");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_one_role_ck" CHECK (num_nonnulls("invitations"."role_code", "invitations"."scheme_id") = 1);--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_one_role_ck" CHECK (num_nonnulls("members"."role_code", "members"."scheme_id") = 1);