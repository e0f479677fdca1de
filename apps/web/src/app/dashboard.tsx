import { useMemo, type ReactNode } from 'react';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { DashboardLayout } from '../layouts/dashboard-layout';
import { useAccess } from '../lib/access';
import { navEntriesFor } from './access';

/**
 * The signed-in console's frame: the dashboard layout with the sidebar of what the user may open,
 * and the header's bell. One module, loaded with the first signed-in screen (router.tsx): the
 * header and its bell appear together, and /login loads neither.
 */
export function Dashboard({ children }: { children?: ReactNode }) {
  const { hasAccess } = useAccess();
  // The same entries while the access is the same: the sidebar renders again only when they change.
  const entries = useMemo(() => navEntriesFor(hasAccess), [hasAccess]);
  return (
    <DashboardLayout
      entries={entries}
      headerActions={hasAccess('notifications:read-own') ? <NotificationBell /> : null}
    >
      {children}
    </DashboardLayout>
  );
}
