import { Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { PageLoader } from '../components/page-loader';
import { useRenderedLater } from '../lib/rendered-later';
import type { NavEntry } from '../lib/routing';
import { loginModeOf, useSessionStore } from '../lib/session-store';
import { AppHeader } from './app-header';
import { Sidebar, SidebarDrawer } from './sidebar';

/**
 * Side navigation (the entries the app derives from the user's permissions), header, and the page.
 * Desktops get the sidebar, tablets (below 900 px) start with it collapsed to icons, phones (below
 * 600 px) get it as a drawer behind the header's menu button, and the header's account menu.
 */
export function DashboardLayout({
  entries,
  headerActions,
  children,
}: {
  entries: NavEntry[];
  /** What the app puts in the header before the user's menu (the notifications bell). */
  headerActions?: ReactNode;
  children?: ReactNode;
}) {
  const mode = useSessionStore((state) => loginModeOf(state.loggedInAs));
  const isSmallScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [collapsed, setCollapsed] = useState(isSmallScreen);
  const [navigationOpen, setNavigationOpen] = useState(false);
  // The phone's drawer is closed at first: it mounts in the render after the first, or when opened.
  const drawerMayRender = useRenderedLater() || navigationOpen;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {isPhone ? (
        drawerMayRender && (
          <SidebarDrawer entries={entries} open={navigationOpen} onClose={() => setNavigationOpen(false)} />
        )
      ) : (
        <Sidebar
          entries={entries}
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed((value) => !value)}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppHeader
          mode={mode}
          actions={headerActions}
          phone={isPhone ? { navigationOpen, onOpenNavigation: () => setNavigationOpen(true) } : undefined}
        />
        <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
          <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
        </Box>
      </Box>
    </Box>
  );
}
