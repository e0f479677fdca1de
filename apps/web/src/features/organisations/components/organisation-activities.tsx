import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { ACTIVITY_FIRST_PAGE, ACTIVITY_PAGE_SIZE } from '@sigil/core';
import { ActivityTable } from '../../../components/activity-table';
import { useOrganisationActivities } from '../api';

/** Tab "Activities": the organisation's activities, paged by the server. */
export function OrganisationActivities({ did }: { did: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(ACTIVITY_FIRST_PAGE);
  const activities = useOrganisationActivities(did, page);
  return (
    <>
      {activities.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('common.loadFailed', { message: activities.error.message })}
        </Alert>
      )}
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
