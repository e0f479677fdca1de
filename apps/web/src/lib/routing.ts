import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
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
