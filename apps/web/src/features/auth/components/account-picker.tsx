import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TSessionResponse } from '@sigil/core';
import { ServerError } from '../../../lib/api-client';
import { selectAccount } from '../../../api/auth/select-account';

/** With several admin memberships, the user picks the organisation to work in. */
export function AccountPicker({
  session,
  onChosen,
}: {
  session: TSessionResponse;
  onChosen: (s: TSessionResponse) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (membershipId: string) => {
    setBusy(true);
    setError(null);
    try {
      onChosen(await selectAccount(membershipId, session.token));
    } catch (e) {
      setError(e instanceof ServerError ? e.message : t('login.failed'));
      setBusy(false);
    }
  };

  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('login.chooseAccount')}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <List>
        {session.profile.roles.map((role) => (
          <ListItemButton
            key={role.membershipId}
            disabled={busy}
            onClick={() => void choose(role.membershipId)}
          >
            <ListItemText primary={role.enrolledOrg} secondary={role.type} />
          </ListItemButton>
        ))}
      </List>
    </>
  );
}
