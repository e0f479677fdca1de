import { matchPath } from 'react-router';
import type { SvgIconComponent } from '@mui/icons-material';
import type { TLoginMode } from '@sigil/core';
import { APP_ROUTES, NAV_GROUPS, ROUTES, type AppRoute, type TNavGroupId } from './routes';

/** What the guards and the sidebar need to know about the signed-in user. */
export interface SessionAccess {
  mode: TLoginMode;
  /** profile.selectedAccount.type (organisation mode). */
  accountType: string | null;
}

export function canAccess(route: AppRoute, { mode, accountType }: SessionAccess): boolean {
  if (route.access === 'public' || route.access === 'always') return true;
  const { modes, accountTypes } = route.access;
  if (!modes.includes(mode)) return false;
  if (mode !== 'organisation' || !accountTypes) return true;
  return (accountTypes as readonly string[]).includes(accountType ?? '');
}

/** Where a signed-in user lands: the provider home, or / for everyone else (spec §2, §9). */
export function homePathFor(mode: TLoginMode): string {
  return mode === 'provider' ? ROUTES.enrollmentRequests.path : ROUTES.home.path;
}

export function findRoute(pathname: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname));
}

/**
 * After login: back to the remembered origin when this user may open it, else home. The provider
 * always starts at the provider home (spec §2, Login).
 */
export function landingPathFor(access: SessionAccess, from: string | null): string {
  const home = homePathFor(access.mode);
  if (!from || access.mode === 'provider') return home;
  const route = findRoute(from.split(/[?#]/)[0] ?? from);
  return route && typeof route.access === 'object' && canAccess(route, access) ? from : home;
}

export type NavEntry =
  | { kind: 'link'; route: AppRoute & { nav: NonNullable<AppRoute['nav']> } }
  | { kind: 'group'; id: TNavGroupId; labelKey: string; icon: SvgIconComponent; children: NavEntry[] };

/** The sidebar of the current route set, in order; grouped entries sit under their group. */
export function navEntriesFor(access: SessionAccess, routes: readonly AppRoute[] = APP_ROUTES): NavEntry[] {
  const links = routes
    .filter((route): route is AppRoute & { nav: NonNullable<AppRoute['nav']> } => !!route.nav)
    .filter((route) => typeof route.access === 'object' && canAccess(route, access))
    .sort((a, b) => a.nav.order - b.nav.order);

  const entries: NavEntry[] = [];
  for (const route of links) {
    const groupId = route.nav.group;
    if (!groupId) {
      entries.push({ kind: 'link', route });
      continue;
    }
    let group = entries.find((entry) => entry.kind === 'group' && entry.id === groupId);
    if (!group) {
      group = { kind: 'group', id: groupId, ...NAV_GROUPS[groupId], children: [] };
      entries.push(group);
    }
    if (group.kind === 'group') group.children.push({ kind: 'link', route });
  }
  return entries;
}
