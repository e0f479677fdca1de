import { useShallow } from 'zustand/react/shallow';
import { useSessionStore } from '../../lib/session-store';

export interface RoleSession {
  /** The organisation of the selected membership: its roles are the ones these screens show. */
  organizationDid: string | null;
  /** The selected membership's id (spec §7: role creation sends memberId). */
  memberId: string | null;
  /** The signed-in user's DID, for the four-eyes hints. */
  did: string | null;
}

/** Who works on the roles, from the session (as the home page finds the organisation). */
export function useRoleSession(): RoleSession {
  return useSessionStore(
    useShallow(({ profile }) => {
      const selected = profile?.selectedAccount ?? null;
      const organizationDid =
        profile?.organisation?.did ??
        profile?.roles.find((role) => role.membershipId === selected?.membershipId)?.organizationDid ??
        null;
      return { organizationDid, memberId: selected?.membershipId ?? null, did: profile?.did ?? null };
    }),
  );
}
