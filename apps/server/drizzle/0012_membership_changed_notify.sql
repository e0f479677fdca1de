-- Any change to a membership, its organisation or the system roles is announced on the channel
-- 'sigil_membership_changed' when its transaction commits: every server process drops the
-- memberships its access gate cached (modules/members/membership-cache.ts). One notice a
-- statement: the payload is empty, a process forgets everything it cached.
CREATE OR REPLACE FUNCTION sigil_announce_membership_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sigil_membership_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER members_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "members"
  FOR EACH STATEMENT EXECUTE FUNCTION sigil_announce_membership_change();
--> statement-breakpoint
CREATE TRIGGER organisations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organisations"
  FOR EACH STATEMENT EXECUTE FUNCTION sigil_announce_membership_change();
--> statement-breakpoint
CREATE TRIGGER membership_roles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "membership_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION sigil_announce_membership_change();
