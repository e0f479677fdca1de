import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TOrganisationListItem } from '@sigil/core';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { toOrganizationDetail } from '../../../lib/paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOrganisations } from '../api';

const wrap = (text: string) => <span style={{ overflowWrap: 'anywhere' }}>{text}</span>;

/** Spec §2 screen 12: every organisation, newest first; double-click opens its detail. */
export default function OrganizationsManagementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const orgName = useDebouncedValue(search.trim());
  const organisations = useOrganisations(orgName);

  const columns: DataTableColumn<TOrganisationListItem>[] = [
    { id: 'businessName', header: t('orgFields.businessName'), render: (row) => row.businessName },
    { id: 'did', header: t('orgFields.did'), render: (row) => wrap(row.accountDid) },
    { id: 'email', header: t('orgFields.email'), render: (row) => wrap(row.email) },
    { id: 'contactNumber', header: t('orgFields.contactNumber'), render: (row) => row.contactNumber },
    {
      id: 'countryOfIncorporation',
      header: t('orgFields.countryOfIncorporation'),
      render: (row) => row.countryOfIncorporation,
    },
    { id: 'orgRegNumber', header: t('orgFields.orgRegNumber'), render: (row) => row.orgRegNumber },
    {
      id: 'corporateWebsite',
      header: t('orgFields.corporateWebsite'),
      render: (row) => wrap(row.corporateWebsite),
    },
    { id: 'mailingAddress', header: t('orgFields.mailingAddress'), render: (row) => row.mailingAddress1 },
  ];

  return (
    <>
      <PageHeader title={t('organisations.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <SearchField value={search} onChange={setSearch} label={t('search.orgName')} />
        <Typography variant="body2" color="text.secondary">
          {t('organisations.openHint')}
        </Typography>
      </Stack>
      {organisations.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('common.loadFailed', { message: organisations.error.message })}
        </Alert>
      )}
      <DataTable
        aria-label={t('organisations.title')}
        columns={columns}
        rows={organisations.data ?? []}
        getRowKey={(row) => row.id}
        getRowTestId={() => 'organization-row'}
        emptyText={organisations.isPending ? t('app.loading') : undefined}
        onRowDoubleClick={(row) => {
          const { to, state } = toOrganizationDetail(row.accountDid);
          void navigate(to, { state });
        }}
      />
    </>
  );
}
