import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { TMember } from '@sigil/core';
import { toManageMember } from '../links';

/** A row's remove button: a small red bin, named after the member. */
export function RemoveMemberButton({ member, onClick }: { member: TMember; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <IconButton
      aria-label={t('members.remove', { name: member.Name })}
      size="small"
      color="error"
      onClick={onClick}
    >
      <DeleteOutline fontSize="small" />
    </IconButton>
  );
}

/** A row's edit action: a link to /user/manage?memberId=, named after the member. */
export function EditMemberLink({ member }: { member: TMember }) {
  const { t } = useTranslation();
  return (
    <IconButton
      component={RouterLink}
      to={toManageMember({ memberId: member.MemberID }).to}
      aria-label={t('members.edit', { name: member.Name })}
      size="small"
    >
      <EditOutlined fontSize="small" />
    </IconButton>
  );
}
