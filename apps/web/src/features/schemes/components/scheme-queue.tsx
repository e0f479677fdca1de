import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { type TApprovalStep, type TScheme } from '@sigil/core';
import { DataTable, dateColumn, type DataTableColumn } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { useSchemesChecked } from '../api/get-schemes-checked';
import { useSchemesCreated } from '../api/get-schemes-created';
import { useOrganisationSession } from '../../../lib/use-organisation-session';
import { ActorText } from '../../../components/actor-text';
import { ACTOR_CELL, TEXT_CELL } from './cells';
import { SchemeDecisions } from './scheme-decisions';
import { schemeNameColumn } from './table-parts';

/** The fields of a role by name, in their order. */
const fieldNames = (scheme: TScheme) =>
  [...scheme.fields]
    .sort((a, b) => a.order - b.order)
    .map((field) => field.fieldName)
    .join(', ');

/**
 * What waits for one step: the roles created and not yet checked (/scheme/check), or checked and not
 * yet approved (/scheme/approve), each with its step's buttons (four eyes applied in each row).
 */
export function SchemeQueue({ step }: { step: TApprovalStep }) {
  const { t } = useTranslation();
  const { organisationDid } = useOrganisationSession();
  const created = useSchemesCreated(step === 'check' ? organisationDid : null);
  const checked = useSchemesChecked(step === 'approve' ? organisationDid : null);
  const queue = step === 'check' ? created : checked;
  const title = t(step === 'check' ? 'routes.checkSchemes' : 'routes.approveSchemes');

  const columns: DataTableColumn<TScheme>[] = [
    schemeNameColumn(t('roles.columns.name')),
    {
      id: 'fields',
      header: t('roles.columns.fields'),
      render: (row) => fieldNames(row) || t('roles.fields.none'),
      cellSx: TEXT_CELL,
    },
    {
      id: 'madeBy',
      header: t('roles.columns.madeBy'),
      render: (row) => (
        <>
          <ActorText actor={row.createdBy} />
          {row.editedBy.did !== row.createdBy.did && (
            <Typography variant="body2" color="text.secondary">
              {t('roles.queue.changedBy', { name: row.editedBy.name })}
            </Typography>
          )}
        </>
      ),
      cellSx: ACTOR_CELL,
    },
    dateColumn('updated', t('roles.columns.updated'), (row) => row.updatedAt),
    {
      id: 'actions',
      pinned: true,
      header: t('roles.columns.actions'),
      render: (row) => <SchemeDecisions scheme={row} dense />,
      cellSx: { minWidth: 200 },
    },
  ];

  return (
    <ListPage
      title={title}
      filters={
        <Typography variant="body2" color="text.secondary">
          {t(step === 'check' ? 'roles.queue.checkHint' : 'roles.queue.approveHint')}
        </Typography>
      }
      error={queue.error}
    >
      <DataTable
        aria-label={title}
        columns={columns}
        rows={queue.data ?? []}
        getRowKey={(row) => row.id}
        getRowTestId={() => 'queue-row'}
        emptyText={queue.isLoading ? t('app.loading') : undefined}
      />
    </ListPage>
  );
}
