import { useShallow } from 'zustand/react/shallow';
import { useSessionStore } from './session-store';

export interface OrganisationSession {
  /**
   * The organisation of the selected membership: the profile's organisation, else the one of the
   * role the selected membership holds. Its roles, invitations and members are the ones shown.
   */
  organisationDid: string | null;
  /** The selected membership's id (spec §7: role creation and a UserAdmin's invitation send memberId). */
  memberId: string | null;
  /** The signed-in user's DID (the four-eyes hints; nobody is offered to remove themselves, spec §5). */
  did: string | null;
}

/** The organisation the signed-in member works for, their membership and their own DID, from the session. */
export function useOrganisationSession(): OrganisationSession {
  return useSessionStore(
    useShallow(({ profile }) => {
      const selected = profile?.selectedAccount ?? null;
      const organisationDid =
        profile?.organisation?.did ??
        profile?.roles.find((role) => role.membershipId === selected?.membershipId)?.organizationDid ??
        null;
      return { organisationDid, memberId: selected?.membershipId ?? null, did: profile?.did ?? null };
    }),
  );
}
