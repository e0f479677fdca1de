-- What a verifier reads — DID documents, status lists, accreditations, TRQP's verdicts — is kept
-- per process (lib/public-answers.ts). Any change of what they are made of is announced on the channel
-- 'sigil_public_changed' when its transaction commits, and every process forgets them. One notice
-- a statement, with an empty payload. Identities are updated at every login (the profile a wallet
-- sends): only a new, removed or re-keyed identity changes a DID document.
CREATE OR REPLACE FUNCTION sigil_announce_public_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sigil_public_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER organisations_public_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organisations"
  FOR EACH STATEMENT EXECUTE FUNCTION sigil_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER endorsements_public_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "endorsements"
  FOR EACH STATEMENT EXECUTE FUNCTION sigil_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER accreditations_public_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "accreditations"
  FOR EACH STATEMENT EXECUTE FUNCTION sigil_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER registry_keys_public_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "registry_keys"
  FOR EACH STATEMENT EXECUTE FUNCTION sigil_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER organisation_events_public_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organisation_events"
  FOR EACH STATEMENT EXECUTE FUNCTION sigil_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER org_schemes_public_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "org_schemes"
  FOR EACH STATEMENT EXECUTE FUNCTION sigil_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER scheme_events_public_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "scheme_events"
  FOR EACH STATEMENT EXECUTE FUNCTION sigil_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER members_public_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "members"
  FOR EACH STATEMENT EXECUTE FUNCTION sigil_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER membership_roles_public_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "membership_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION sigil_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER identities_public_added AFTER INSERT OR DELETE ON "identities"
  FOR EACH ROW EXECUTE FUNCTION sigil_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER identities_public_rekeyed AFTER UPDATE OF "public_key", "created_at" ON "identities"
  FOR EACH ROW WHEN (OLD."public_key" IS DISTINCT FROM NEW."public_key" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION sigil_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER identities_public_truncated AFTER TRUNCATE ON "identities"
  FOR EACH STATEMENT EXECUTE FUNCTION sigil_announce_public_change();
