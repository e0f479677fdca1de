import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { TEndorsableAccount } from '@sigil/core';
import { DidText } from '../../../components/did-text';
import { FieldList } from '../../../components/field-list';

interface AccountCardProps {
  account: TEndorsableAccount;
  onApply: () => void;
}

/**
 * An organisation one may apply to (spec §3 "Endorsement (account card)"): its business name,
 * account name, address and DID, the roles open for requests, and Apply.
 */
export function AccountCard({ account, onApply }: AccountCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const noRolesId = useId();
  const open = account.schemes.length > 0;
  const roles = account.schemes.map((scheme) => scheme.schemeName).join(', ');

  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="account-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          {account.BusinessName || account.AccountName}
        </Typography>
        <FieldList
          testIdPrefix="account"
          items={[
            { id: 'accountName', label: t('endorsements.apply.accountName'), value: account.AccountName },
            { id: 'address', label: t('endorsements.apply.address'), value: account.Address },
            { id: 'did', label: t('endorsements.apply.did'), value: <DidText did={account.AccountDid} /> },
            { id: 'roles', label: t('endorsements.apply.roles'), value: roles },
          ]}
        />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          onClick={onApply}
          disabled={!open}
          aria-describedby={open ? titleId : `${titleId} ${noRolesId}`}
        >
          {t('endorsements.apply.apply')}
        </Button>
        {!open && (
          <Typography id={noRolesId} variant="body2" color="text.secondary">
            {t('endorsements.apply.noRoles')}
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}
