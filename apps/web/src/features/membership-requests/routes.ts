import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { defineScreens, screen } from '../../lib/routing';
import { MEMBERSHIP_REQUESTS_PATHS as PATHS } from './links';

export {
  toAdminRequests,
  toEnrolAccounts,
  toListEndorsements,
  toUserApprovals,
  toUserRequests,
} from './links';

/**
 * Membership requests (an individual's application, an organisation's enrolment) and the
 * endorsements their approval issues (docs/architecture.md, Membership requests): the organisation
 * checks, approves, enrols and revokes; the provider reads every organisation's requests.
 */
export const membershipRequestsRoutes = defineScreens({
  userRequests: screen(
    PATHS.userRequests,
    'membership-requests:check',
    () => import('./pages/user-requests-page'),
    { icon: PlaylistAddCheckOutlined, order: 42 },
  ),
  userApprovals: screen(
    PATHS.userApprovals,
    'membership-requests:approve',
    () => import('./pages/user-approvals-page'),
    { icon: TaskAltOutlined, order: 43 },
  ),
  enrolAccounts: screen(
    PATHS.enrolAccounts,
    'membership-requests:enrol',
    () => import('./pages/enrol-accounts-page'),
    { icon: GroupAddOutlined, order: 44 },
  ),
  listEndorsements: screen(
    PATHS.listEndorsements,
    'endorsements:read-organisation',
    () => import('./pages/list-endorsements-page'),
    { icon: WorkspacePremiumOutlined, order: 45 },
  ),
  // The provider's sidebar calls it Request (spec §2), after Activities.
  adminRequests: screen(
    PATHS.adminRequests,
    'endorsement-requests:read-all',
    () => import('./pages/admin-requests-page'),
    { labelKey: 'nav.request', icon: AssignmentIndOutlined, order: 40 },
  ),
});
