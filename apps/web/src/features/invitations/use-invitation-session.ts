import { useShallow } from 'zustand/react/shallow';
import { useSessionStore } from '../../lib/session-store';

export interface InvitationSession {
  /** The organisation of the selected membership: its invitations are the ones listed. */
  organizationDid: string | null;
  /** The selected membership's id (spec §7: a UserAdmin's invitation sends memberId). */
  memberId: string | null;
}

/** Who invites, from the session (as the role screens find the organisation). */
export function useInvitationSession(): InvitationSession {
  return useSessionStore(
    useShallow(({ profile }) => {
      const selected = profile?.selectedAccount ?? null;
      const organizationDid =
        profile?.organisation?.did ??
        profile?.roles.find((role) => role.membershipId === selected?.membershipId)?.organizationDid ??
        null;
      return { organizationDid, memberId: selected?.membershipId ?? null };
    }),
  );
}
