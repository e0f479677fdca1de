import { useTranslation } from 'react-i18next';
import { ActivityReport, providerReportSource } from '../../../components/activity-report/activity-report';

/** Tab "Activities" (provider): the organisation's activities with the filters, Report and paging. */
export function OrganisationActivities({ did }: { did: string }) {
  const { t } = useTranslation();
  return (
    <ActivityReport
      key={did}
      source={providerReportSource('org', did, t('organisationDetail.tabs.activities'))}
    />
  );
}
