import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { CreateKeyUserDialog } from '../components/create-key-user-dialog';
import { MembersList } from '../components/members-list';
import { isKeyUser } from '../member-roles';

/**
 * /user/key: the organisation's key users, service accounts whose DID and key the console made
 * (docs/architecture.md, Key users), and "Create new key user". Removing one is removing a user.
 */
export default function KeyUsersPage() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <MembersList
        title={t('routes.keyUsers')}
        includes={isKeyUser}
        removeQuestion={t('members.confirmRemoveUser')}
        omitColumns={['email', 'role']}
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
            {t('members.keyUsers.create')}
          </Button>
        }
        rowTestId="key-user-row"
      />
      {creating && <CreateKeyUserDialog onClose={() => setCreating(false)} />}
    </>
  );
}
