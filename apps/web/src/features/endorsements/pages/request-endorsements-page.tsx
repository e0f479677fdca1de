import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import type { TEndorsableAccount } from '@sigil/core';
import { ListPage } from '../../../components/list-page';
import { matchesSearch } from '../../../lib/search';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useEndorsableAccounts } from '../api/get-endorsable-accounts';
import { AccountCard } from '../components/account-card';
import { ApplyDialog } from '../components/apply-dialog';
import { toEndorsements } from '../links';

/**
 * Request Endorsements (spec §2 screen 9): the organisations one may apply to, as cards, found by
 * name (debounced 500 ms, case-insensitive); Apply asks for a role and its fields and sends the
 * request, which then waits under My Requests on /endorsements.
 */
export default function RequestEndorsementsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const orgName = useDebouncedValue(search.trim());
  const accounts = useEndorsableAccounts(orgName);
  const [applying, setApplying] = useState<TEndorsableAccount | null>(null);
  // The last answer stays while the next name's is fetched: it is narrowed to the name meanwhile.
  const cards = useMemo(
    () =>
      (accounts.data ?? []).filter(
        (account) =>
          matchesSearch(account.BusinessName, orgName) || matchesSearch(account.AccountName, orgName),
      ),
    [accounts.data, orgName],
  );

  let content;
  if (accounts.isPending) content = <Typography color="text.secondary">{t('app.loading')}</Typography>;
  else if (accounts.isError && !accounts.data) content = null;
  else if (cards.length === 0) content = <Typography color="text.secondary">{t('table.empty')}</Typography>;
  else
    content = (
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {cards.map((account) => (
          <AccountCard key={account.AccountDid} account={account} onApply={() => setApplying(account)} />
        ))}
      </Box>
    );

  return (
    <ListPage
      title={t('routes.requestEndorsements')}
      actions={
        <Button component={RouterLink} to={toEndorsements().to} startIcon={<ArrowBackOutlined />}>
          {t('endorsements.apply.back')}
        </Button>
      }
      search={{ value: search, onChange: setSearch, label: t('search.orgName') }}
      error={accounts.error}
    >
      <Box aria-live="polite" aria-busy={accounts.isFetching}>
        {accounts.isFetching && !accounts.isPending && (
          <LinearProgress aria-label={t('app.loading')} sx={{ mb: 2 }} />
        )}
        {content}
      </Box>
      {applying && <ApplyDialog account={applying} onClose={() => setApplying(null)} />}
    </ListPage>
  );
}
