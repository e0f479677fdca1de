import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '@sigil/core';
import type { NavEntry } from '../lib/routing';
import { usePublicConfig } from '../lib/public-config';

type NavLinkEntry = Extract<NavEntry, { kind: 'link' }>;
type NavGroupEntry = Extract<NavEntry, { kind: 'group' }>;

/**
 * The entry of the screen shown: the longest path that matches, so a nested page
 * (/endorsements/request-endorsements) keeps its parent entry active unless it has an entry of its
 * own (/scheme/check is Check Roles, not Schemes); "/" matches only itself.
 */
function useActivePath(entries: NavEntry[]): string | undefined {
  const { pathname } = useLocation();
  return flatten(entries)
    .map((entry) => entry.route.path)
    .filter((path) => matchPath({ path, end: path === '/' }, pathname) !== null)
    .sort((a, b) => b.length - a.length)[0];
}

function NavLinkItem({
  entry,
  collapsed,
  nested,
  activePath,
  onNavigate,
}: {
  entry: NavLinkEntry;
  collapsed: boolean;
  nested: boolean;
  activePath: string | undefined;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { path, nav } = entry.route;
  const active = path === activePath;
  const label = t(nav.labelKey);
  const Icon = nav.icon;
  const button = (
    <ListItemButton
      component={Link}
      to={path}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? label : undefined}
      onClick={onNavigate}
      sx={{
        pl: nested && !collapsed ? 4 : 2,
        justifyContent: collapsed ? 'center' : 'flex-start',
        '&.Mui-selected, &.Mui-selected .MuiListItemIcon-root': { color: 'primary.main', fontWeight: 600 },
      }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>
        <Icon />
      </ListItemIcon>
      {!collapsed && <ListItemText primary={label} />}
    </ListItemButton>
  );
  // The label as a tooltip only on the rail of icons, where it is not shown: a tooltip per link was
  // a good part of every render of the sidebar.
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {collapsed ? (
        <Tooltip title={label} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}

/** A group is one list item: its toggle, then its children in a nested list (lists hold only items). */
function NavGroupItem({
  entry,
  activePath,
  onNavigate,
}: {
  entry: NavGroupEntry;
  activePath: string | undefined;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const Icon = entry.icon;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={() => setOpen((value) => !value)} aria-expanded={open}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={t(entry.labelKey)} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List disablePadding>
          {entry.children.map((child) =>
            child.kind === 'link' ? (
              <NavLinkItem
                key={child.route.id}
                entry={child}
                collapsed={false}
                nested
                activePath={activePath}
                onNavigate={onNavigate}
              />
            ) : null,
          )}
        </List>
      </Collapse>
    </ListItem>
  );
}

/** A collapsed sidebar shows icons only, with group children flattened. */
function flatten(entries: NavEntry[]): NavLinkEntry[] {
  return entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : flatten(entry.children)));
}

/**
 * The navigation itself, shared by the sidebar and the phone's drawer. It renders again when its
 * entries, the address or the language change, not with every render of the layout around it.
 */
const NavList = memo(function NavList({
  entries,
  collapsed,
  onNavigate,
}: {
  entries: NavEntry[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const activePath = useActivePath(entries);
  return (
    <Box component="nav" aria-label={t('nav.label')}>
      <List>
        {entries.length === 0 && (
          <ListItem>
            <ListItemText secondary={t('nav.empty')} />
          </ListItem>
        )}
        {collapsed
          ? flatten(entries).map((entry) => (
              <NavLinkItem
                key={entry.route.id}
                entry={entry}
                collapsed
                nested={false}
                activePath={activePath}
              />
            ))
          : entries.map((entry) =>
              entry.kind === 'link' ? (
                <NavLinkItem
                  key={entry.route.id}
                  entry={entry}
                  collapsed={false}
                  nested={false}
                  activePath={activePath}
                  onNavigate={onNavigate}
                />
              ) : (
                <NavGroupItem key={entry.id} entry={entry} activePath={activePath} onNavigate={onNavigate} />
              ),
            )}
      </List>
    </Box>
  );
});

interface SidebarProps {
  entries: NavEntry[];
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

/** Tablets and desktops: the permanent sidebar, 280 px wide or collapsed to a 102 px rail of icons. */
export function Sidebar({ entries, collapsed, onToggleCollapsed }: SidebarProps) {
  const { t } = useTranslation();
  const { productName } = usePublicConfig();
  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;

  return (
    <Drawer
      variant="permanent"
      sx={{
        width,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width, boxSizing: 'border-box', overflowX: 'hidden' },
      }}
    >
      <Toolbar sx={{ justifyContent: collapsed ? 'center' : 'space-between', px: 2 }}>
        {!collapsed && (
          <Typography variant="h6" component="p" color="primary" noWrap>
            {productName}
          </Typography>
        )}
        <IconButton onClick={onToggleCollapsed} aria-label={t(collapsed ? 'nav.expand' : 'nav.collapse')}>
          {collapsed ? <ChevronRight /> : <ChevronLeft />}
        </IconButton>
      </Toolbar>
      <NavList entries={entries} collapsed={collapsed} />
    </Drawer>
  );
}

/** The id of the phone's navigation drawer (the menu button's aria-controls while it is open). */
export const NAVIGATION_DRAWER_ID = 'navigation-drawer';

interface SidebarDrawerProps {
  entries: NavEntry[];
  open: boolean;
  onClose: () => void;
}

/**
 * Phones (below 600 px): the sidebar as a drawer over the page, opened by the header's menu button.
 * It closes on Escape, on a click beside it, on its close button and when a link is followed;
 * focus stays inside while it is open and goes back to the menu button after.
 */
export function SidebarDrawer({ entries, open, onClose }: SidebarDrawerProps) {
  const { t } = useTranslation();
  const { productName } = usePublicConfig();

  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id: NAVIGATION_DRAWER_ID, sx: { width: `min(${SIDEBAR_WIDTH}px, 85vw)` } } }}
    >
      <Toolbar sx={{ justifyContent: 'space-between', px: 2 }}>
        <Typography variant="h6" component="p" color="primary" noWrap>
          {productName}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('nav.close')}>
          <Close />
        </IconButton>
      </Toolbar>
      <NavList entries={entries} collapsed={false} onNavigate={onClose} />
    </Drawer>
  );
}
