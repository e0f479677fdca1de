import { linkTo } from '../../lib/routing';

/**
 * Paths and link builders of the membership-request screens
 * (docs/architecture.md, Membership requests): the organisation's queues to check and approve, its
 * enrolments and issued endorsements, and the provider's view of every organisation's requests.
 * routes.ts uses them.
 */
export const MEMBERSHIP_REQUESTS_PATHS = {
  userRequests: '/user/request',
  userApprovals: '/user/approvals',
  enrolAccounts: '/enroll/accounts',
  listEndorsements: '/list-endorsements',
  adminRequests: '/admin-requests',
} as const;

export const toUserRequests = linkTo(MEMBERSHIP_REQUESTS_PATHS.userRequests);
export const toUserApprovals = linkTo(MEMBERSHIP_REQUESTS_PATHS.userApprovals);
export const toEnrolAccounts = linkTo(MEMBERSHIP_REQUESTS_PATHS.enrolAccounts);
export const toListEndorsements = linkTo(MEMBERSHIP_REQUESTS_PATHS.listEndorsements);
export const toAdminRequests = linkTo(MEMBERSHIP_REQUESTS_PATHS.adminRequests);
