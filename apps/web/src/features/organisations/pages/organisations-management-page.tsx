import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TOrganisationListItem } from '@sigil/core';
import { useOrganisations } from '../../../api/organisations/get-organisations';
import { DataTable, WRAP_ANYWHERE, type DataTableColumn } from '../../../components/data-table';
import { DidText } from '../../../components/did-text';
import { ListPage } from '../../../components/list-page';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { OrganisationStatus } from '../components/organisation-status';
import { toOrganisationDetail } from '../links';

/** Spec §2 screen 12: every organisation, newest first; double-click opens its detail. */
export default function OrganisationsManagementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const orgName = useDebouncedValue(search.trim());
  const organisations = useOrganisations(orgName);

  const columns: DataTableColumn<TOrganisationListItem>[] = [
    {
      id: 'businessName',
      header: t('orgFields.businessName'),
      // A suspended or deactivated organisation says so by its name (the spec's eight columns stay).
      render: (row) => (
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <span>{row.businessName}</span>
          <OrganisationStatus status={row.status} whenNotActive />
        </Stack>
      ),
    },
    { id: 'did', header: t('orgFields.did'), render: (row) => <DidText did={row.accountDid} /> },
    { id: 'email', header: t('orgFields.email'), render: (row) => row.email, cellSx: WRAP_ANYWHERE },
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
      render: (row) => row.corporateWebsite,
      cellSx: WRAP_ANYWHERE,
    },
    { id: 'mailingAddress', header: t('orgFields.mailingAddress'), render: (row) => row.mailingAddress1 },
  ];

  return (
    <ListPage
      title={t('organisations.title')}
      search={{ value: search, onChange: setSearch, label: t('search.orgName') }}
      filters={
        <Typography variant="body2" color="text.secondary">
          {t('organisations.openHint')}
        </Typography>
      }
      error={organisations.error}
    >
      <DataTable
        aria-label={t('organisations.title')}
        columns={columns}
        rows={organisations.data ?? []}
        getRowKey={(row) => row.id}
        getRowTestId={() => 'organisation-row'}
        emptyText={organisations.isPending ? t('app.loading') : undefined}
        onRowDoubleClick={(row) => {
          const { to, state } = toOrganisationDetail({ did: row.accountDid });
          void navigate(to, { state });
        }}
      />
    </ListPage>
  );
}
