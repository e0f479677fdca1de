import { useTranslation } from 'react-i18next';
import { MembersList } from '../components/members-list';
import { isUserMember } from '../member-roles';

/**
 * Spec §2 screen 6, at /user-management and at /user: the members in every role other than Admin,
 * UserAdmin and RoleAdmin (custom roles, Machine User), to edit or remove.
 */
export default function UserManagementPage() {
  const { t } = useTranslation();
  return (
    <MembersList
      title={t('routes.userManagement')}
      includes={isUserMember}
      removeQuestion={t('members.confirmRemoveUser')}
      roleFilter
      editable
      rowTestId="user-row"
    />
  );
}
