/**
 * URL paths of the console (spec §2). The route table in app/routes.ts gives each one its page,
 * access rule and sidebar entry; features link through these constants and builders.
 */
export const PATHS = {
  login: '/login',
  organisationSignup: '/organisation-signup',
  tokenExpired: '/token-expired',
  home: '/',
  myActivities: '/my-activities',
  adminInvitations: '/admin-invitations',
  adminManagement: '/admin-management',
  userInvitations: '/user-invitations',
  userManagement: '/user-management',
  roleManagement: '/role-management',
  addRole: '/add-role',
  roleDetails: '/role-details',
  enrollmentRequests: '/enrollment-requests',
  organizationsManagement: '/organizations-management',
  organizationsDetail: '/organizations-detail',
  adminActivities: '/admin-activities',
  adminRequests: '/admin-requests',
  endorsements: '/endorsements',
  requestEndorsements: '/endorsements/request-endorsements',
} as const;

export interface LinkTarget<State = unknown> {
  to: string;
  state?: State;
}

/** To login, remembering where the visitor wanted to go. */
export function toLogin(from?: string): LinkTarget<{ from: string }> {
  return from ? { to: PATHS.login, state: { from } } : { to: PATHS.login };
}

/** Query parameter of the organisation detail that names the organisation. */
export const ORGANIZATION_DID_PARAM = 'did';

/**
 * Spec §2: the organisation DID travels in navigation state. It is in the URL as well (?did=), so a
 * reload or a shared link still opens the same organisation.
 */
export function toOrganizationDetail(organizationDid: string): LinkTarget<{ organizationDid: string }> {
  const query = new URLSearchParams({ [ORGANIZATION_DID_PARAM]: organizationDid });
  return { to: `${PATHS.organizationsDetail}?${query.toString()}`, state: { organizationDid } };
}
