import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useOrganisationSession } from '../../../lib/use-organisation-session';
import { useSentRequests } from '../api/get-sent-requests';
import type { TRequestColumnId } from '../components/request-columns';
import { RequestsTable } from '../components/requests-table';

const COLUMNS: readonly TRequestColumnId[] = [
  'requester',
  'requesterDid',
  'role',
  'kind',
  'values',
  'createdBy',
  'createdAt',
  'actions',
];

/**
 * /user/request: the membership requests waiting for their check (SENT), applications and
 * enrolments alike; Check or Reject (with a reason) each. Whoever enrolled an account cannot check it.
 */
export default function UserRequestsPage() {
  const { t } = useTranslation();
  const { organisationDid } = useOrganisationSession();
  const requests = useSentRequests(organisationDid);
  const title = t('routes.userRequests');
  return (
    <>
      <PageHeader title={title} subtitle={t('membershipRequests.queue.checkHint')} />
      <RequestsTable label={title} query={requests} columns={COLUMNS} step="check" rowTestId="request-row" />
    </>
  );
}
