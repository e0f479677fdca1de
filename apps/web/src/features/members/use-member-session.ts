import { useShallow } from 'zustand/react/shallow';
import { useSessionStore } from '../../lib/session-store';

export interface MemberSession {
  /** The organisation of the selected membership: its members are the ones these screens show. */
  organizationDid: string | null;
  /** The signed-in user's DID: nobody is offered to remove themselves (spec §5). */
  did: string | null;
}

/** Whose members these screens show, and who looks at them, from the session. */
export function useMemberSession(): MemberSession {
  return useSessionStore(
    useShallow(({ profile }) => {
      const selected = profile?.selectedAccount ?? null;
      const organizationDid =
        profile?.organisation?.did ??
        profile?.roles.find((role) => role.membershipId === selected?.membershipId)?.organizationDid ??
        null;
      return { organizationDid, did: profile?.did ?? null };
    }),
  );
}
