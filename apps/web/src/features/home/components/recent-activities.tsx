import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HOME_RECENT_ACTIVITIES } from '@sigil/core';
import { ActivityTable, visibleActivities } from '../../../components/activity-table';
import { PATHS } from '../../../lib/paths';
import { useRecentActivities, type TActivityScope } from '../api';

interface RecentActivitiesProps {
  scope: TActivityScope;
  did: string | null;
  /** The 'View more' link is offered only to those who may open My Activities. */
  canViewMore: boolean;
}

/** Recent Organization Activities: the first 5 rows, and a link to My Activities. */
export function RecentActivities({ scope, did, canViewMore }: RecentActivitiesProps) {
  const { t } = useTranslation();
  const activities = useRecentActivities(scope, did);
  const rows = visibleActivities(activities.data?.data ?? []).slice(0, HOME_RECENT_ACTIVITIES);

  return (
    <Stack component="section" spacing={1.5} aria-labelledby="recent-activities-title">
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography id="recent-activities-title" variant="h6" component="h2">
          {t('home.recentActivities')}
        </Typography>
        {canViewMore && (
          <Link component={RouterLink} to={PATHS.myActivities}>
            {t('home.viewMore')}
          </Link>
        )}
      </Stack>
      {activities.isError && (
        <Alert severity="error">{t('common.loadFailed', { message: activities.error.message })}</Alert>
      )}
      <ActivityTable
        aria-label={t('home.recentActivities')}
        rows={rows}
        showDid={scope === 'organisation'}
        loading={activities.isPending && !!did}
      />
    </Stack>
  );
}
