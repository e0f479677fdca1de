import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { TMember } from '@sigil/core';
import { toManageMember } from '../links';

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
