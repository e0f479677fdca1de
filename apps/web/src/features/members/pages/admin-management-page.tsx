import { useTranslation } from 'react-i18next';
import { MembersList } from '../components/members-list';
import { ADMIN_ROLES, isAdminMember } from '../member-roles';

/** Spec §2 screen 7: the organisation's Admins, UserAdmins and RoleAdmins, and their removal. */
export default function AdminManagementPage() {
  const { t } = useTranslation();
  return (
    <MembersList
      title={t('routes.adminManagement')}
      includes={isAdminMember}
      removeQuestion={t('members.confirmRemoveAdmin')}
      roleFilter
      knownRoles={ADMIN_ROLES}
      rowTestId="admin-row"
    />
  );
}
