import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_FIRST_PAGE, ACTIVITY_PAGE_SIZE } from '@sigil/core';
import { useOrganisationActivities } from '../../../api/activities/get-organisation-activities';
import { ActivityTable } from '../../../components/activity-table';
import { LoadError } from '../../../components/load-error';

/** Tab "Activities": the organisation's activities, paged by the server. */
export function OrganisationActivities({ did }: { did: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(ACTIVITY_FIRST_PAGE);
  const activities = useOrganisationActivities(did, page);
  return (
    <>
      <LoadError error={activities.error} sx={{ mb: 2 }} />
      <ActivityTable
        aria-label={t('organisationDetail.tabs.activities')}
        rows={activities.data?.data ?? []}
        loading={activities.isFetching}
        paging={{
          page,
          pageSize: ACTIVITY_PAGE_SIZE,
          total: activities.data?.pagination.total ?? 0,
          onPageChange: setPage,
        }}
      />
    </>
  );
}
