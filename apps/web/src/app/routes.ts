import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { ROLE_TYPES, type TAdminAccountType, type TLoginMode } from '@sigil/core';
import { PATHS } from '../lib/paths';

/**
 * Who may open a route:
 * - 'public': only without a token (with one, the guard sends the user home);
 * - 'always': with or without a token;
 * - { modes, accountTypes }: a signed-in user of one of the login modes; accountTypes narrows the
 *   organisation mode only (profile.selectedAccount.type), other modes ignore it.
 */
export type TRouteAccess =
  'public' | 'always' | { modes: readonly TLoginMode[]; accountTypes?: readonly TAdminAccountType[] };

export const NAV_GROUPS = {
  organization: { labelKey: 'nav.groups.organization', icon: BusinessOutlined },
} as const satisfies Record<string, { labelKey: string; icon: SvgIconComponent }>;
export type TNavGroupId = keyof typeof NAV_GROUPS;

export interface AppRoute {
  id: string;
  path: string;
  /** Page title (document title and page header). */
  titleKey: string;
  page: () => Promise<{ default: ComponentType }>;
  access: TRouteAccess;
  /** The sidebar entry; a group's position is its first child's. */
  nav?: { labelKey: string; icon: SvgIconComponent; group?: TNavGroupId; order: number };
}

const ADMIN = [ROLE_TYPES.admin] as const;
const USER_ADMIN = [ROLE_TYPES.userAdmin] as const;
const ROLE_ADMIN = [ROLE_TYPES.roleAdmin] as const;

/** The one route table: the router, the guards and the sidebar all derive from it. */
export const ROUTES = {
  login: {
    id: 'login',
    path: PATHS.login,
    titleKey: 'routes.login',
    page: () => import('../features/auth/pages/login-page'),
    access: 'public',
  },
  organisationSignup: {
    id: 'organisationSignup',
    path: PATHS.organisationSignup,
    titleKey: 'routes.organisationSignup',
    page: () => import('../features/auth/pages/organisation-signup-page'),
    access: 'public',
  },
  tokenExpired: {
    id: 'tokenExpired',
    path: PATHS.tokenExpired,
    titleKey: 'routes.tokenExpired',
    page: () => import('../features/auth/pages/token-expired-page'),
    access: 'always',
  },

  home: {
    id: 'home',
    path: PATHS.home,
    titleKey: 'routes.home',
    page: () => import('../features/home/pages/home-page'),
    access: { modes: ['organisation', 'individual'] },
    nav: { labelKey: 'nav.home', icon: HomeOutlined, order: 10 },
  },
  myActivities: {
    id: 'myActivities',
    path: PATHS.myActivities,
    titleKey: 'routes.myActivities',
    page: () => import('../features/activities/pages/my-activities-page'),
    access: { modes: ['organisation', 'individual'], accountTypes: ADMIN },
    nav: { labelKey: 'nav.myActivities', icon: HistoryOutlined, order: 20 },
  },
  adminInvitations: {
    id: 'adminInvitations',
    path: PATHS.adminInvitations,
    titleKey: 'routes.adminInvitations',
    page: () => import('../features/invitations/pages/admin-invitations-page'),
    access: { modes: ['organisation'], accountTypes: ADMIN },
    nav: { labelKey: 'nav.invitations', icon: MailOutlined, order: 30 },
  },
  adminManagement: {
    id: 'adminManagement',
    path: PATHS.adminManagement,
    titleKey: 'routes.adminManagement',
    page: () => import('../features/members/pages/admin-management-page'),
    access: { modes: ['organisation'], accountTypes: ADMIN },
    nav: { labelKey: 'nav.adminManagement', icon: ManageAccountsOutlined, order: 40 },
  },
  userInvitations: {
    id: 'userInvitations',
    path: PATHS.userInvitations,
    titleKey: 'routes.userInvitations',
    page: () => import('../features/invitations/pages/user-invitations-page'),
    access: { modes: ['organisation'], accountTypes: USER_ADMIN },
    nav: { labelKey: 'nav.invitations', icon: MailOutlined, order: 30 },
  },
  userManagement: {
    id: 'userManagement',
    path: PATHS.userManagement,
    titleKey: 'routes.userManagement',
    page: () => import('../features/members/pages/user-management-page'),
    access: { modes: ['organisation'], accountTypes: USER_ADMIN },
    nav: { labelKey: 'nav.userManagement', icon: PeopleOutlined, order: 40 },
  },
  roleManagement: {
    id: 'roleManagement',
    path: PATHS.roleManagement,
    titleKey: 'routes.roleManagement',
    page: () => import('../features/roles/pages/role-management-page'),
    access: { modes: ['organisation'], accountTypes: ROLE_ADMIN },
    nav: { labelKey: 'nav.roleManagement', icon: SecurityOutlined, order: 50 },
  },
  addRole: {
    id: 'addRole',
    path: PATHS.addRole,
    titleKey: 'routes.addRole',
    page: () => import('../features/roles/pages/add-role-page'),
    access: { modes: ['organisation'], accountTypes: ROLE_ADMIN },
  },
  roleDetails: {
    id: 'roleDetails',
    path: PATHS.roleDetails,
    titleKey: 'routes.roleDetails',
    page: () => import('../features/roles/pages/role-details-page'),
    access: { modes: ['organisation'], accountTypes: ROLE_ADMIN },
  },

  enrollmentRequests: {
    id: 'enrollmentRequests',
    path: PATHS.enrollmentRequests,
    titleKey: 'routes.enrollmentRequests',
    page: () => import('../features/enrolment/pages/enrollment-requests-page'),
    access: { modes: ['provider'] },
    nav: { labelKey: 'nav.enrollmentRequests', icon: HowToRegOutlined, group: 'organization', order: 10 },
  },
  organizationsManagement: {
    id: 'organizationsManagement',
    path: PATHS.organizationsManagement,
    titleKey: 'routes.organizationsManagement',
    page: () => import('../features/organisations/pages/organizations-management-page'),
    access: { modes: ['provider'] },
    nav: { labelKey: 'nav.organizations', icon: BusinessOutlined, group: 'organization', order: 20 },
  },
  organizationsDetail: {
    id: 'organizationsDetail',
    path: PATHS.organizationsDetail,
    titleKey: 'routes.organizationsDetail',
    page: () => import('../features/organisations/pages/organization-detail-page'),
    access: { modes: ['provider'] },
  },
  adminActivities: {
    id: 'adminActivities',
    path: PATHS.adminActivities,
    titleKey: 'routes.adminActivities',
    page: () => import('../features/activities/pages/admin-activities-page'),
    access: { modes: ['provider'] },
    nav: { labelKey: 'nav.activities', icon: ListAltOutlined, order: 30 },
  },
  adminRequests: {
    id: 'adminRequests',
    path: PATHS.adminRequests,
    titleKey: 'routes.adminRequests',
    page: () => import('../features/endorsements/pages/admin-requests-page'),
    access: { modes: ['provider'] },
    nav: { labelKey: 'nav.request', icon: AssignmentIndOutlined, order: 40 },
  },

  endorsements: {
    id: 'endorsements',
    path: PATHS.endorsements,
    titleKey: 'routes.endorsements',
    page: () => import('../features/endorsements/pages/endorsements-page'),
    access: { modes: ['individual'] },
    nav: { labelKey: 'nav.endorsements', icon: VerifiedOutlined, order: 30 },
  },
  requestEndorsements: {
    id: 'requestEndorsements',
    path: PATHS.requestEndorsements,
    titleKey: 'routes.requestEndorsements',
    page: () => import('../features/endorsements/pages/request-endorsements-page'),
    access: { modes: ['individual'] },
  },
} as const satisfies Record<string, AppRoute>;

export type TRouteId = keyof typeof ROUTES;
export const APP_ROUTES: readonly AppRoute[] = Object.values(ROUTES);

/** Title of the page shown for any path outside the current route set. */
export const NOT_FOUND_TITLE_KEY = 'routes.notFound';
