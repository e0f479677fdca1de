import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBERSHIP_REQUEST_STATUSES, type TMembershipRequestStatus } from '@sigil/core';
import { DataTable } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { ALL, SelectFilter } from '../../../components/select-filter';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAllRequests } from '../api/get-all-requests';
import { requestColumns, type TRequestColumnId } from '../components/request-columns';
import { STATUS_LABELS } from '../components/request-labels';

const COLUMNS: readonly TRequestColumnId[] = [
  'organization',
  'requester',
  'requesterDid',
  'role',
  'kind',
  'status',
  'createdAt',
];

/**
 * /admin-requests (provider): every organisation's membership requests, read-only. Search by
 * organisation name and a status filter, both sent to the server (debounced 500 ms, spec §5).
 */
export default function AdminRequestsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TMembershipRequestStatus | typeof ALL>(ALL);
  const orgName = useDebouncedValue(search.trim());
  const debouncedStatus = useDebouncedValue(status);
  const requests = useAllRequests({ orgName, status: debouncedStatus });
  const title = t('routes.adminRequests');

  return (
    <ListPage
      title={title}
      search={{ value: search, onChange: setSearch, label: t('search.orgName') }}
      filters={
        <SelectFilter
          label={t('membershipRequests.statusFilter')}
          value={status}
          options={MEMBERSHIP_REQUEST_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) }))}
          onChange={setStatus}
        />
      }
      error={requests.error}
    >
      <DataTable
        aria-label={title}
        columns={requestColumns(t, COLUMNS)}
        rows={requests.data ?? []}
        getRowKey={(row) => row.id}
        getRowTestId={() => 'admin-request-row'}
        emptyText={requests.isPending ? t('app.loading') : undefined}
      />
    </ListPage>
  );
}
