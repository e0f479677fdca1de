import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type TMembershipRequest } from '@sigil/core';
import { DataTable, dateColumn, WRAP_ANYWHERE, type DataTableColumn } from '../../../components/data-table';
import { DidText } from '../../../components/did-text';
import { LoadError } from '../../../components/load-error';
import { useMyPendingRequests } from '../api/get-my-pending-requests';
import { useMyRequestHistory } from '../api/get-my-request-history';
import { emptyTextOf } from './empty-text';
import { SectionCard } from './section-card';
import { RequestLabelChip } from '../../../components/endorsement-chips';

/** Those still waiting first, newest first; then the decided ones, the last decided first. */
export function myRequestsInOrder(
  pending: readonly TMembershipRequest[],
  history: readonly TMembershipRequest[],
): TMembershipRequest[] {
  const newest = (a: string, b: string) => b.localeCompare(a);
  // A request decided between the two answers is in both: its decision wins.
  const decided = new Set(history.map((request) => request.id));
  return [
    ...pending.filter((request) => !decided.has(request.id)).sort((a, b) => newest(a.createdAt, b.createdAt)),
    ...[...history].sort((a, b) => newest(a.decidedAt ?? a.createdAt, b.decidedAt ?? b.createdAt)),
  ];
}

/**
 * 'My Requests': the signed-in DID's applications to organisations' roles — those waiting (SENT or
 * CHECKED, shown Waiting) and those decided (Approved, or Rejected with the reason).
 */
export function MyRequests({ did }: { did: string | null }) {
  const { t } = useTranslation();
  const pending = useMyPendingRequests(did);
  const history = useMyRequestHistory(did);
  const rows = useMemo(
    () => myRequestsInOrder(pending.data ?? [], history.data ?? []),
    [pending.data, history.data],
  );
  const loading = pending.isFetching || history.isFetching;

  const columns: DataTableColumn<TMembershipRequest>[] = [
    {
      id: 'organization',
      header: t('endorsements.requests.columns.organization'),
      render: (row) => (
        <Stack sx={{ minWidth: 0 }}>
          <span>{row.organizationName}</span>
          <Typography variant="caption" color="text.secondary" component="span">
            <DidText did={row.organizationDid} />
          </Typography>
        </Stack>
      ),
      cellSx: WRAP_ANYWHERE,
    },
    {
      id: 'role',
      header: t('endorsements.requests.columns.role'),
      render: (row) => row.schemeName,
      cellSx: WRAP_ANYWHERE,
    },
    {
      id: 'status',
      header: t('endorsements.requests.columns.status'),
      render: (row) => <RequestLabelChip label={row.label} />,
    },
    dateColumn('requested', t('endorsements.requests.columns.requested'), (row) => row.createdAt),
    dateColumn('decided', t('endorsements.requests.columns.decided'), (row) => row.decidedAt),
    {
      id: 'reason',
      header: t('endorsements.requests.columns.reason'),
      render: (row) => (row.label === 'REJECTED' && row.reason ? row.reason : '—'),
      cellSx: { ...WRAP_ANYWHERE, minWidth: 160 },
    },
  ];

  return (
    <SectionCard id="my-requests" title={t('endorsements.requests.title')}>
      <LoadError error={pending.error ?? history.error} sx={{ mb: 2 }} />
      <DataTable
        aria-label={t('endorsements.requests.title')}
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        getRowTestId={() => 'my-request'}
        loading={loading}
        emptyText={emptyTextOf(
          { isPending: pending.isPending || history.isPending, isError: pending.isError || history.isError },
          did,
          t('app.loading'),
          t('endorsements.requests.empty'),
        )}
      />
    </SectionCard>
  );
}
