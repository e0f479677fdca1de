import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import type { TPermission } from '@sigil/core';
import type { TTranslationKey } from './i18n-keys';

/**
 * The shape of a screen's route object. Each feature declares its own in `features/<x>/routes.ts`;
 * app/routes.ts gathers them into the one list the router, the guards and the sidebar derive from.
 */

/**
 * Who may open a route:
 * - 'public': only without a token (with one, the guard sends the user on);
 * - 'always': with or without a token;
 * - { permission }: a signed-in user who holds that permission (packages/core PERMISSIONS).
 */
export type TRouteAccess = 'public' | 'always' | { permission: TPermission };

export const NAV_GROUPS = {
  organization: { labelKey: 'nav.groups.organization', icon: BusinessOutlined },
  roles: { labelKey: 'nav.groups.roles', icon: SecurityOutlined },
} as const satisfies Record<string, { labelKey: TTranslationKey; icon: SvgIconComponent }>;
export type TNavGroupId = keyof typeof NAV_GROUPS;

export interface NavItem {
  labelKey: TTranslationKey;
  icon: SvgIconComponent;
  group?: TNavGroupId;
  /** Position in the sidebar; a group's position is its first child's. */
  order: number;
}

export interface AppRoute {
  id: string;
  /** A React Router path pattern. */
  path: string;
  /** Page title (document title and page header). */
  titleKey: TTranslationKey;
  page: () => Promise<{ default: ComponentType }>;
  access: TRouteAccess;
  /** The sidebar entry, if the screen has one. */
  nav?: NavItem;
}

export type TRouteWithNav = AppRoute & { nav: NavItem };

/** One sidebar entry: a screen, or a group of screens. */
export type NavEntry =
  | { kind: 'link'; route: TRouteWithNav }
  | {
      kind: 'group';
      id: TNavGroupId;
      labelKey: TTranslationKey;
      icon: SvgIconComponent;
      children: NavEntry[];
    };

/** Where a link goes: the URL, and navigation state where the screen takes one (spec §2). */
export interface LinkTarget<State = undefined> {
  to: string;
  state?: State;
}

/** A link to a screen that takes no parameters. */
export const linkTo = (path: string) => (): LinkTarget => ({ to: path });

type TPage = AppRoute['page'];

/** A sidebar entry as a screen declares it: the label is `nav.<id>` unless it names another. */
export type ScreenNav = Omit<NavItem, 'labelKey'> & { labelKey?: TTranslationKey };

/** A route object less what its key in defineScreens gives it (id, title, default sidebar label). */
export interface Screen<Nav extends ScreenNav | undefined = ScreenNav | undefined> {
  path: string;
  access: TRouteAccess;
  page: TPage;
  nav?: Nav;
}

/**
 * One screen: its path, who may open it (a permission, or 'public'/'always', see TRouteAccess),
 * the lazy page and, if it has one, its sidebar entry.
 */
export function screen<const Nav extends ScreenNav | undefined = undefined>(
  path: string,
  access: TPermission | 'public' | 'always',
  page: TPage,
  nav?: Nav,
): Screen<Nav> {
  const routeAccess = access === 'public' || access === 'always' ? access : { permission: access };
  return nav ? { path, access: routeAccess, page, nav } : { path, access: routeAccess, page };
}

/** The screen under `Id` if its derived keys are in en.json, else the reason it is not (a type error). */
type CheckedScreen<Id, S> = Id extends string
  ? `routes.${Id}` extends TTranslationKey
    ? S extends Screen<infer Nav>
      ? [Nav] extends [undefined]
        ? S
        : Nav extends { labelKey: TTranslationKey }
          ? S
          : `nav.${Id}` extends TTranslationKey
            ? S
            : `nav.${Id} is no key of en.json: give the nav entry a labelKey`
      : never
    : `routes.${Id} is no key of en.json`
  : never;

/**
 * A feature's route objects from its screens: each takes its id from its key, its title from
 * `routes.<id>` and its sidebar label from `nav.<id>` (or the labelKey it names). The keys are
 * checked against en.json at compile time, like every t('…') key.
 */
export function defineScreens<const Screens extends Record<string, Screen>>(
  screens: Screens & { [Id in keyof Screens]: CheckedScreen<Id, Screens[Id]> },
): { [Id in keyof Screens & string]: AppRoute & { id: Id } } {
  const routes = Object.entries(screens as Record<string, Screen>).map(([id, { nav, ...rest }]) => {
    const titleKey = `routes.${id}` as TTranslationKey;
    const route: AppRoute = { id, titleKey, ...rest };
    if (nav) route.nav = { labelKey: `nav.${id}` as TTranslationKey, ...nav };
    return [id, route];
  });
  return Object.fromEntries(routes) as { [Id in keyof Screens & string]: AppRoute & { id: Id } };
}

/** `to<Id>` for each screen of a feature that takes no parameters: `const { toHome } = linksOf(homeRoutes)`. */
export function linksOf<Id extends string>(routes: Record<Id, AppRoute>) {
  const entries = Object.entries<AppRoute>(routes).map(([id, route]) => [
    `to${id.charAt(0).toUpperCase()}${id.slice(1)}`,
    linkTo(route.path),
  ]);
  return Object.fromEntries(entries) as { [K in Id as `to${Capitalize<K>}`]: () => LinkTarget };
}
