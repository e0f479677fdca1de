import { useTranslation } from 'react-i18next';
import { ActivityReport } from '../../../components/activity-report/activity-report';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { loginModeOf, useSessionStore } from '../../../lib/session-store';
import { useOrganisationSession } from '../../../lib/use-organisation-session';

/**
 * /my-activities (spec §2 screen 4): an individual's own activities; an organisation Admin's,
 * their organisation's, with the members' names to filter by. Filters, Report, the table.
 */
export default function MyActivitiesPage() {
  const { t } = useTranslation();
  const title = t('routes.myActivities');
  const mode = useSessionStore((state) => loginModeOf(state.loggedInAs));
  const ownDid = useSessionStore((state) => state.profile?.did ?? null);
  const { organisationDid } = useOrganisationSession();
  const isOrganisation = mode === 'organisation';
  const did = isOrganisation ? organisationDid : ownDid;

  return (
    <>
      <PageHeader title={title} />
      {!did ? (
        <LoadError error={new Error(t('home.noOrganisation'))} />
      ) : (
        <ActivityReport
          key={did}
          source={
            isOrganisation
              ? {
                  did,
                  endpoint: 'organisation',
                  activitiesType: 'org',
                  names: 'members',
                  download: '/public/reports/download',
                  who: 'member',
                  'aria-label': title,
                }
              : { did, endpoint: 'own', download: '/reports/download', who: 'none', 'aria-label': title }
          }
        />
      )}
    </>
  );
}
