import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { membershipPermissionsQuery, sessionProfileQuery } from '../lib/session-actions';
import { loginModeOf, useSessionStore } from '../lib/session-store';

/**
 * Whether the session is known well enough to decide access: after a reload only the token is
 * stored, so the profile is fetched again; an organisation login then needs its membership's
 * permissions (an empty set when they cannot be fetched, spec §6).
 */
export function useSessionReady(): boolean {
  const { token, profile, mode, permissionsLoaded } = useSessionStore(
    useShallow((state) => ({
      token: state.token,
      profile: state.profile,
      mode: loginModeOf(state.loggedInAs),
      permissionsLoaded: state.permissionsLoaded,
    })),
  );
  const needsProfile = !!token && !profile;
  const memberId = profile?.selectedAccount?.membershipId ?? null;
  const needsPermissions = !!profile && mode === 'organisation' && !permissionsLoaded;

  const profileQuery = useQuery({ ...sessionProfileQuery(token), enabled: needsProfile });
  const permissionsQuery = useQuery({
    ...membershipPermissionsQuery(memberId ?? '', token),
    enabled: needsPermissions && !!memberId,
  });

  useEffect(() => {
    if (needsProfile && profileQuery.data) useSessionStore.getState().setProfile(profileQuery.data);
  }, [needsProfile, profileQuery.data]);

  useEffect(() => {
    if (!needsPermissions) return;
    const { setPermissions } = useSessionStore.getState();
    if (!memberId || permissionsQuery.isError) setPermissions({});
    else if (permissionsQuery.data) setPermissions(permissionsQuery.data.permissions);
  }, [needsPermissions, memberId, permissionsQuery.data, permissionsQuery.isError]);

  return !token || (!needsProfile && !needsPermissions);
}
