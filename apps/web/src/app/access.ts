import { matchPath } from 'react-router';
import type { TPermission } from '@sigil/core';
import type { Access } from '../lib/access';
import { NAV_GROUPS, type AppRoute, type NavEntry, type TRouteWithNav } from '../lib/routing';
import { APP_ROUTES, HOME_ROUTES } from './routes';

type THasAccess = (permission: TPermission) => boolean;

/** A signed-in route the user's permissions open ('public' and 'always' routes are not signed-in routes). */
export function canOpen(route: AppRoute, hasAccess: THasAccess): boolean {
  return typeof route.access === 'object' && hasAccess(route.access.permission);
}

/** The user's home: the first home screen they may open; null when they may open none. */
export function homePathFor(hasAccess: THasAccess): string | null {
  return HOME_ROUTES.find((route) => canOpen(route, hasAccess))?.path ?? null;
}

export function findRoute(pathname: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname));
}

/**
 * After login: back to the remembered origin when this user may open it, else home. Whoever has a
 * home other than '/' (the provider) always starts there (spec §2, Login).
 */
export function landingPathFor({ hasAccess }: Access, from: string | null): string {
  const home = homePathFor(hasAccess) ?? HOME_ROUTES[0]?.path ?? '/';
  if (!from || home !== HOME_ROUTES[0]?.path) return home;
  const route = findRoute(from.split(/[?#]/)[0] ?? from);
  return route && canOpen(route, hasAccess) ? from : home;
}

/** The sidebar of what the user may open, in order; grouped entries sit under their group. */
export function navEntriesFor(hasAccess: THasAccess, routes: readonly AppRoute[] = APP_ROUTES): NavEntry[] {
  const links = routes
    .filter((route): route is TRouteWithNav => !!route.nav && canOpen(route, hasAccess))
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
