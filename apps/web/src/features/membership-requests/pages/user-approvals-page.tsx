import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useOrganisationSession } from '../../../lib/use-organisation-session';
import { useCheckedRequests } from '../api/get-checked-requests';
import { useRequestHistory } from '../api/get-request-history';
import { ListSection } from '../components/list-section';
import type { TRequestColumnId } from '../components/request-columns';
import { RequestsTable } from '../components/requests-table';

const QUEUE_COLUMNS: readonly TRequestColumnId[] = [
  'requester',
  'requesterDid',
  'role',
  'kind',
  'values',
  'createdBy',
  'checkedBy',
  'createdAt',
  'actions',
];

const HISTORY_COLUMNS: readonly TRequestColumnId[] = [
  'requester',
  'requesterDid',
  'role',
  'kind',
  'label',
  'decidedBy',
  'reason',
  'createdAt',
];

/**
 * /user/approvals: the checked requests waiting for their approval, Approve (which issues the
 * endorsement) or Reject each; below, the history of decided requests. Whoever made or checked a
 * request cannot approve it.
 */
export default function UserApprovalsPage() {
  const { t } = useTranslation();
  const { organisationDid } = useOrganisationSession();
  const checked = useCheckedRequests(organisationDid);
  const history = useRequestHistory(organisationDid);
  const title = t('routes.userApprovals');
  const historyTitle = t('membershipRequests.history.title');
  return (
    <>
      <PageHeader title={title} subtitle={t('membershipRequests.queue.approveHint')} />
      <RequestsTable
        label={title}
        query={checked}
        columns={QUEUE_COLUMNS}
        step="approve"
        rowTestId="request-row"
      />
      <ListSection title={historyTitle}>
        <RequestsTable
          label={historyTitle}
          query={history}
          columns={HISTORY_COLUMNS}
          filters={false}
          rowTestId="history-row"
        />
      </ListSection>
    </>
  );
}
