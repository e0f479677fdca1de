import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { type TEndorsement } from '@sigil/core';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, dateColumn, type DataTableColumn } from '../../../components/data-table';
import { DidText } from '../../../components/did-text';
import { ListPage } from '../../../components/list-page';
import { RemoveButton } from '../../../components/remove-button';
import { SelectFilter } from '../../../components/select-filter';
import { useAccess } from '../../../lib/access';
import { useOrganisationSession } from '../../../lib/use-organisation-session';
import { useEndorsements } from '../api/get-endorsements';
import { useRevokeEndorsement } from '../api/revoke-endorsement';
import { EMPTY_CELL, TEXT_CELL } from '../components/cells';
import { failureText } from '../components/failure-text';
import { CredentialStatusChip } from '../../../components/endorsement-chips';
import { useListFilters } from '../components/use-list-filters';

const holderName = (endorsement: TEndorsement) => endorsement.holderName;
const roleOf = (endorsement: TEndorsement) => ({ id: endorsement.schemeId, name: endorsement.roleType });

const DELETE_FAILED = {
  plain: 'membershipRequests.toast.deleteFailed',
  withReason: 'membershipRequests.toast.deleteFailedWith',
} as const;

/**
 * /list-endorsements: the endorsements the organisation issued, valid or revoked. Delete revokes a
 * valid one after a confirmation (its status-list bit is set; the row stays, Revoked), for whoever
 * holds 'endorsements:revoke'. Search by holder name, role filter.
 */
export default function ListEndorsementsPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const canRevoke = useAccess().hasAccess('endorsements:revoke');
  const { organisationDid } = useOrganisationSession();
  const endorsements = useEndorsements(organisationDid);
  const filters = useListFilters(endorsements.data ?? [], holderName, roleOf);
  const title = t('routes.listEndorsements');

  const [revoking, setRevoking] = useState<TEndorsement | null>(null);
  const revoke = useRevokeEndorsement({
    onSuccess: () => {
      setRevoking(null);
      enqueueSnackbar(t('membershipRequests.toast.deleted'), { variant: 'success' });
    },
    onError: (error) => {
      setRevoking(null);
      enqueueSnackbar(failureText(t, error, DELETE_FAILED), { variant: 'warning' });
    },
  });

  const columns: DataTableColumn<TEndorsement>[] = [
    {
      id: 'holder',
      header: t('membershipRequests.endorsements.columns.holder'),
      render: (row) => row.holderName || EMPTY_CELL,
      cellSx: TEXT_CELL,
    },
    {
      id: 'holderDid',
      header: t('membershipRequests.endorsements.columns.holderDid'),
      render: (row) => <DidText did={row.holderDid} />,
    },
    {
      id: 'role',
      header: t('membershipRequests.endorsements.columns.role'),
      render: (row) => row.roleType,
      cellSx: TEXT_CELL,
    },
    dateColumn('issuedAt', t('membershipRequests.endorsements.columns.issuedAt'), (row) => row.issuedAt),
    {
      id: 'status',
      header: t('membershipRequests.endorsements.columns.status'),
      render: (row) => <CredentialStatusChip status={row.status} />,
    },
    dateColumn('revokedAt', t('membershipRequests.endorsements.columns.revokedAt'), (row) => row.revokedAt),
  ];
  if (canRevoke) {
    columns.push({
      id: 'actions',
      pinned: true,
      header: t('membershipRequests.endorsements.columns.actions'),
      render: (row) =>
        row.status === 'VALID' && (
          <RemoveButton
            label={t('membershipRequests.endorsements.delete', { name: row.holderName, role: row.roleType })}
            onClick={() => setRevoking(row)}
          />
        ),
    });
  }

  return (
    <ListPage
      title={title}
      search={{
        value: filters.search,
        onChange: filters.setSearch,
        label: t('membershipRequests.endorsements.search'),
      }}
      filters={
        <SelectFilter
          label={t('membershipRequests.roleFilter')}
          value={filters.role}
          options={filters.roleOptions}
          onChange={filters.setRole}
          minWidth={200}
        />
      }
      error={endorsements.error}
    >
      <DataTable
        aria-label={title}
        columns={columns}
        rows={filters.rows}
        getRowKey={(row) => row.id}
        getRowTestId={() => 'endorsement-row'}
        emptyText={endorsements.isLoading ? t('app.loading') : undefined}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('membershipRequests.endorsements.confirmTitle')}
        message={t('membershipRequests.endorsements.confirmDelete')}
        confirmLabel={t('membershipRequests.endorsements.confirm')}
        confirmColor="error"
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </ListPage>
  );
}
