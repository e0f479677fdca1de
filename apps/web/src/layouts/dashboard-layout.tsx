import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SxProps, Theme } from '@mui/material/styles';
import { PageLoader } from '../components/page-loader';
import { useRenderedLater } from '../lib/rendered-later';
import type { NavEntry } from '../lib/routing';
import { loginModeOf, useSessionStore } from '../lib/session-store';
import { AppHeader } from './app-header';
import { Sidebar, SidebarDrawer } from './sidebar';

const MAIN_CONTENT_ID = 'main-content';

/** Off screen until it has the keyboard's focus, then at the top left, over everything. */
const SKIP_LINK: SxProps<Theme> = {
  position: 'absolute',
  left: 8,
  top: -100,
  zIndex: (theme) => theme.zIndex.tooltip,
  px: 2,
  py: 1,
  borderRadius: 1,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  '&:focus': { top: 8 },
};

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
  const { t } = useTranslation();
  const mode = useSessionStore((state) => loginModeOf(state.loggedInAs));
  const isSmallScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [collapsed, setCollapsed] = useState(isSmallScreen);
  const [navigationOpen, setNavigationOpen] = useState(false);
  // The phone's drawer is closed at first: it mounts in the render after the first, or when opened.
  const drawerMayRender = useRenderedLater() || navigationOpen;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {/* The first stop of Tab: past the sidebar and the header to the screen itself. */}
      <Box component="a" href={`#${MAIN_CONTENT_ID}`} sx={SKIP_LINK}>
        {t('nav.skipToContent')}
      </Box>
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
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
        >
          <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
        </Box>
      </Box>
    </Box>
  );
}
