import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { permissionsOf, type TPermission } from '@sigil/core';
import { loginModeOf, useSessionStore, type SessionState } from './session-store';

/**
 * What the signed-in user may do: the console's one question about access
 * (docs/architecture.md, Console access).
 */
export interface Access {
  /** False while an organisation login's permissions are still being fetched. */
  ready: boolean;
  hasAccess: (permission: TPermission) => boolean;
}

type TAccessInput = Pick<SessionState, 'token' | 'loggedInAs' | 'permissions' | 'permissionsLoaded'>;

/**
 * An organisation login acts through its selected membership, whose permissions the server
 * answers (GET …/membershiproles/permissions); the provider and an individual act as their login
 * mode, whose permissions come from the same core list without a call.
 */
export function accessOf({ token, loggedInAs, permissions, permissionsLoaded }: TAccessInput): Access {
  if (!token) return { ready: true, hasAccess: () => false };
  const mode = loginModeOf(loggedInAs);
  if (mode !== 'organisation') {
    const granted = permissionsOf(mode);
    return { ready: true, hasAccess: (permission) => granted[permission] === true };
  }
  return { ready: permissionsLoaded, hasAccess: (permission) => permissions[permission] === true };
}

export function useAccess(): Access {
  const input = useSessionStore(
    useShallow(({ token, loggedInAs, permissions, permissionsLoaded }) => ({
      token,
      loggedInAs,
      permissions,
      permissionsLoaded,
    })),
  );
  return useMemo(() => accessOf(input), [input]);
}
