import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { INVITATION_STATUSES, type TInvitation, type TInvitationStatus } from '@sigil/core';
import { DataTable, dateColumn, type DataTableColumn } from '../../../components/data-table';
import { DidText } from '../../../components/did-text';
import { ListPage } from '../../../components/list-page';
import { ALL, SelectFilter } from '../../../components/select-filter';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDecideMachineUserInvitation } from '../api/decide-machine-user-invitation';
import { useMachineUserInvitations } from '../api/get-machine-user-invitations';
import { EMPTY_CELL, TEXT_CELL } from '../components/cells';
import { STATUS_LABELS } from '../components/invitation-labels';
import { InvitationStatus } from '../components/invitation-status';
import { MachineUserDecisions } from '../components/machine-user-decisions';

/**
 * /invitation-requests (provider): the Machine User invitations of every organisation. The provider
 * approves or rejects the pending ones; approval fails when the DID never joined.
 */
export default function InvitationRequestsPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TInvitationStatus | typeof ALL>(ALL);
  // Spec §5: name and status filters are debounced 500 ms; the name is matched on its trimmed text.
  const orgName = useDebouncedValue(search.trim());
  const debouncedStatus = useDebouncedValue(status);
  const invitations = useMachineUserInvitations({ orgName, status: debouncedStatus });
  const decision = useDecideMachineUserInvitation({
    onSuccess: (_answer, { invitationStatus }) =>
      enqueueSnackbar(
        t(invitationStatus === 'ACCEPTED' ? 'invitations.toast.approved' : 'invitations.toast.rejected'),
        { variant: 'success' },
      ),
    onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
  });

  const columns: DataTableColumn<TInvitation>[] = [
    {
      id: 'organization',
      header: t('invitations.requests.columns.organization'),
      render: (row) => row.organizationName,
      cellSx: TEXT_CELL,
    },
    {
      id: 'inviter',
      header: t('invitations.requests.columns.inviter'),
      render: (row) => row.invitorName || EMPTY_CELL,
      cellSx: TEXT_CELL,
    },
    {
      id: 'machineDid',
      header: t('invitations.requests.columns.machineDid'),
      render: (row) => <DidText did={row.inviteeDid} />,
    },
    dateColumn('date', t('invitations.requests.columns.date'), (row) => row.createdDate),
    {
      id: 'status',
      header: t('invitations.requests.columns.status'),
      render: (row) => <InvitationStatus invitation={row} />,
    },
    {
      id: 'actions',
      pinned: true,
      header: t('invitations.requests.columns.actions'),
      render: (row) => (
        <MachineUserDecisions invitation={row} busy={decision.isPending} onDecide={decision.mutate} />
      ),
    },
  ];

  return (
    <ListPage
      title={t('routes.invitationRequests')}
      search={{ value: search, onChange: setSearch, label: t('search.orgName') }}
      filters={
        <SelectFilter
          label={t('invitations.requests.statusFilter')}
          value={status}
          options={INVITATION_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) }))}
          onChange={setStatus}
        />
      }
      error={invitations.error}
    >
      <DataTable
        aria-label={t('routes.invitationRequests')}
        columns={columns}
        rows={invitations.data ?? []}
        getRowKey={(row) => row.invitationCode}
        getRowTestId={() => 'invitation-request-row'}
        emptyText={invitations.isPending ? t('app.loading') : undefined}
      />
    </ListPage>
  );
}
