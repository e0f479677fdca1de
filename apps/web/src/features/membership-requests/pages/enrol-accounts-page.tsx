import { useTranslation } from 'react-i18next';
import type { TMembershipRequest } from '@sigil/core';
import { PageHeader } from '../../../components/page-header';
import { PageSection } from '../../../components/page-section';
import { useOrganisationSession } from '../../../lib/use-organisation-session';
import { useSentRequests } from '../api/get-sent-requests';
import { EnrolAccountForm } from '../components/enrol-account-form';
import { ListSection } from '../components/list-section';
import type { TRequestColumnId } from '../components/request-columns';
import { RequestsTable } from '../components/requests-table';

const COLUMNS: readonly TRequestColumnId[] = [
  'requester',
  'requesterDid',
  'role',
  'values',
  'createdBy',
  'createdAt',
];

const isEnrolment = (request: TMembershipRequest) => request.kind === 'ENROLMENT';

/**
 * /enroll/accounts: enrol an account into an active role; below, the organisation's enrolments
 * still waiting for their check (read-only: they are checked under /user/request).
 */
export default function EnrolAccountsPage() {
  const { t } = useTranslation();
  const { organisationDid } = useOrganisationSession();
  const sent = useSentRequests(organisationDid);
  const waitingTitle = t('membershipRequests.enrol.waiting');
  return (
    <>
      <PageHeader title={t('routes.enrolAccounts')} subtitle={t('membershipRequests.enrol.intro')} />
      <PageSection titleId="enrol-account-title" title={t('membershipRequests.enrol.section')} maxWidth={760}>
        <EnrolAccountForm />
      </PageSection>
      <ListSection title={waitingTitle}>
        <RequestsTable
          label={waitingTitle}
          query={sent}
          columns={COLUMNS}
          includes={isEnrolment}
          rowTestId="enrolment-row"
        />
      </ListSection>
    </>
  );
}
