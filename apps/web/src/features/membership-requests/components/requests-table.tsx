import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import {
  membershipRequestStepsTaken,
  tookEarlierStep,
  type TApprovalStep,
  type TMembershipRequest,
} from '@sigil/core';
import { DataTable } from '../../../components/data-table';
import { LoadError } from '../../../components/load-error';
import { useOrganisationSession } from '../../../lib/use-organisation-session';
import { useApproveRequest } from '../api/approve-request';
import { useCheckRequest } from '../api/check-request';
import { useRejectRequest } from '../api/reject-request';
import { failureText } from './failure-text';
import { FilterBar } from './filter-bar';
import { RejectDialog } from './reject-dialog';
import { requestColumns, type TRequestColumnId } from './request-columns';
import { RequestDecisions } from './request-decisions';
import { useListFilters } from './use-list-filters';

const requesterName = (request: TMembershipRequest) => request.requesterName;
const roleOf = (request: TMembershipRequest) => ({ id: request.schemeId, name: request.schemeName });

export interface RequestsQuery {
  data: readonly TMembershipRequest[] | undefined;
  error: Error | null;
  isLoading: boolean;
}

interface RequestsTableProps {
  /** The table's accessible name. */
  label: string;
  query: RequestsQuery;
  columns: readonly TRequestColumnId[];
  /** The step the listed requests wait for: its buttons in the Actions column. None: read-only. */
  step?: TApprovalStep;
  /** The search by requester name and the role filter above the table. */
  filters?: boolean;
  /** Only the requests this keeps (the enrolments, say). */
  includes?: (request: TMembershipRequest) => boolean;
  rowTestId: string;
}

const FAILED = {
  plain: 'membershipRequests.toast.failed',
  withReason: 'membershipRequests.toast.failedWith',
} as const;

/**
 * A list of membership requests: search by requester name, role filter, 10 rows a page, and, for a
 * queue, the step's buttons (Check or Approve, and Reject with its reason) with four eyes applied
 * in each row. The lists are fetched again after each step.
 */
export function RequestsTable({
  label,
  query,
  columns,
  step,
  filters = true,
  includes,
  rowTestId,
}: RequestsTableProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { did } = useOrganisationSession();
  const all = useMemo(
    () => (includes ? (query.data ?? []).filter(includes) : (query.data ?? [])),
    [query.data, includes],
  );
  const listFilters = useListFilters(all, requesterName, roleOf);

  const [rejecting, setRejecting] = useState<TMembershipRequest | null>(null);
  const failed = (error: Error) => enqueueSnackbar(failureText(t, error, FAILED), { variant: 'error' });
  const check = useCheckRequest({
    onSuccess: () => enqueueSnackbar(t('membershipRequests.toast.checked'), { variant: 'success' }),
    onError: failed,
  });
  const approve = useApproveRequest({
    onSuccess: () => enqueueSnackbar(t('membershipRequests.toast.approved'), { variant: 'success' }),
    onError: failed,
  });
  const reject = useRejectRequest({
    onSuccess: () => {
      setRejecting(null);
      enqueueSnackbar(t('membershipRequests.toast.rejected'), { variant: 'success' });
    },
    onError: (error) => {
      setRejecting(null);
      failed(error);
    },
  });
  const busy = check.isPending || approve.isPending || reject.isPending;

  const renderActions = step
    ? (row: TMembershipRequest) => (
        <RequestDecisions
          request={row}
          step={step}
          busy={busy}
          blocked={tookEarlierStep(membershipRequestStepsTaken(row), step, did)}
          onStep={(request) => (step === 'check' ? check : approve).mutate(request.id)}
          onReject={setRejecting}
        />
      )
    : undefined;
  const shownColumns = requestColumns(
    t,
    step ? columns : columns.filter((id) => id !== 'actions'),
    renderActions,
  );

  return (
    <>
      {filters && <FilterBar filters={listFilters} searchLabel={t('membershipRequests.search')} />}
      <LoadError error={query.error} sx={{ mb: 2 }} />
      <DataTable
        aria-label={label}
        columns={shownColumns}
        rows={filters ? listFilters.rows : all}
        getRowKey={(row) => row.id}
        getRowTestId={() => rowTestId}
        emptyText={query.isLoading ? t('app.loading') : undefined}
      />
      {rejecting && (
        <RejectDialog
          request={rejecting}
          busy={reject.isPending}
          onCancel={() => setRejecting(null)}
          onReject={(body) => reject.mutate(body)}
        />
      )}
    </>
  );
}
