import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type TScheme, type TSchemeStatus } from '@sigil/core';
import { DataTable, dateColumn, type DataTableColumn } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSchemes } from '../api/get-schemes';
import { ActorText } from '../../../components/actor-text';
import { ACTOR_CELL } from '../components/cells';
import { schemeStatusKey, STATUS_FILTERS } from '../components/scheme-labels';
import { schemeNameColumn } from '../components/table-parts';
import { useOrganisationSession } from '../../../lib/use-organisation-session';

const ALL = '';

/** /scheme: every role of the organisation, for every member, filtered by status. */
export default function SchemesPage() {
  const { t } = useTranslation();
  const { organisationDid } = useOrganisationSession();
  const schemes = useSchemes(organisationDid);
  const [status, setStatus] = useState<TSchemeStatus | typeof ALL>(ALL);
  // Spec §5: status filters are debounced 500 ms, like the name searches.
  const shownStatus = useDebouncedValue(status);
  const rows = useMemo(
    () => (schemes.data ?? []).filter((scheme) => shownStatus === ALL || scheme.status === shownStatus),
    [schemes.data, shownStatus],
  );

  const columns: DataTableColumn<TScheme>[] = [
    schemeNameColumn(t('roles.columns.name')),
    {
      id: 'status',
      header: t('roles.columns.status'),
      render: (row) => <span data-testid="role-status">{t(schemeStatusKey(row))}</span>,
    },
    { id: 'fields', header: t('roles.columns.fields'), render: (row) => row.fieldsCount, align: 'right' },
    {
      id: 'madeBy',
      header: t('roles.columns.madeBy'),
      render: (row) => <ActorText actor={row.createdBy} />,
      cellSx: ACTOR_CELL,
    },
    dateColumn('updated', t('roles.columns.updated'), (row) => row.updatedAt),
  ];

  const statusFilter = (
    <TextField
      select
      size="small"
      label={t('roles.columns.status')}
      value={status}
      onChange={(event) => setStatus(event.target.value as TSchemeStatus | typeof ALL)}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={ALL}>{t('roles.allStatuses')}</MenuItem>
      {STATUS_FILTERS.map((filter) => (
        <MenuItem key={filter.status} value={filter.status}>
          {t(filter.label)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <ListPage title={t('routes.schemes')} filters={statusFilter} error={schemes.error}>
      <DataTable
        aria-label={t('routes.schemes')}
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        getRowTestId={() => 'scheme-row'}
        emptyText={schemes.isLoading ? t('app.loading') : undefined}
      />
    </ListPage>
  );
}
