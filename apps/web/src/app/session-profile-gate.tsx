import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../components/page-loader';
import { fetchSessionProfile, loadPermissions } from '../lib/session-actions';
import { useSessionStore } from '../lib/session-store';

/**
 * After a reload only the token is stored: the profile (and so the account type that decides the
 * organisation screens) is fetched again before the dashboard renders.
 */
export function SessionProfileGate({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  const profile = useSessionStore((state) => state.profile);
  const setProfile = useSessionStore((state) => state.setProfile);
  const needsProfile = Boolean(token) && !profile;
  const { data } = useQuery({
    queryKey: ['session-profile', token],
    queryFn: fetchSessionProfile,
    enabled: needsProfile,
    retry: false,
  });

  useEffect(() => {
    if (!data || !needsProfile) return;
    setProfile(data);
    const memberId = data.selectedAccount?.membershipId;
    if (data.mode === 'organisation' && memberId) void loadPermissions(memberId);
  }, [data, needsProfile, setProfile]);

  return needsProfile ? <PageLoader /> : children;
}
