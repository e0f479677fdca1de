import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { defineScreens, screen } from '../../lib/routing';
import { SCHEMES_PATHS } from './links';

export {
  toAddRole,
  toApproveSchemes,
  toCheckSchemes,
  toCustomFields,
  toManageScheme,
  toRoleDetails,
  toRoleManagement,
  toSchemes,
} from './links';

/**
 * Custom roles are schemes (docs/architecture.md, Four eyes): the maker (RoleAdmin) creates them
 * and edits their fields, a checker and an approver (Admin) take the next steps; every member reads
 * them.
 */
export const schemesRoutes = defineScreens({
  roleManagement: screen(
    SCHEMES_PATHS.management,
    'schemes:create',
    () => import('./pages/role-management-page'),
    {
      icon: AdminPanelSettingsOutlined,
      group: 'roles',
      order: 50,
    },
  ),
  addRole: screen(SCHEMES_PATHS.add, 'schemes:create', () => import('./pages/add-role-page')),
  roleDetails: screen(SCHEMES_PATHS.details, 'roles:read', () => import('./pages/role-details-page')),
  schemes: screen(SCHEMES_PATHS.schemes, 'roles:read', () => import('./pages/schemes-page'), {
    icon: BadgeOutlined,
    group: 'roles',
    order: 51,
  }),
  manageScheme: screen(SCHEMES_PATHS.manage, 'schemes:create', () => import('./pages/manage-scheme-page')),
  checkSchemes: screen(SCHEMES_PATHS.check, 'schemes:check', () => import('./pages/check-schemes-page'), {
    icon: FactCheckOutlined,
    group: 'roles',
    order: 52,
  }),
  approveSchemes: screen(
    SCHEMES_PATHS.approve,
    'schemes:approve',
    () => import('./pages/approve-schemes-page'),
    {
      icon: AssignmentTurnedInOutlined,
      group: 'roles',
      order: 53,
    },
  ),
  customFields: screen(
    SCHEMES_PATHS.customFields,
    'custom-fields:manage',
    () => import('./pages/custom-fields-page'),
    {
      icon: TuneOutlined,
      group: 'roles',
      order: 54,
    },
  ),
});
