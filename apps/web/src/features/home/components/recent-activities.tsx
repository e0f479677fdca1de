import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HOME_RECENT_ACTIVITIES } from '@sigil/core';
import { useOrganisationActivities } from '../../../api/activities/get-organisation-activities';
import { useOwnActivities } from '../../../api/activities/get-own-activities';
import { ActivityTable, visibleActivities } from '../../../components/activity-table';
import { LoadError } from '../../../components/load-error';
import { useAccess } from '../../../lib/access';
import { useAppLinks } from '../../../lib/app-links';

/** Whose activities the home page shows: the organisation's (public report) or the user's own. */
export type TActivityScope = 'organisation' | 'individual';

interface RecentActivitiesProps {
  scope: TActivityScope;
  did: string | null;
}

/** Recent Organization Activities: the first 5 rows, and a link to My Activities for who may open it. */
export function RecentActivities({ scope, did }: RecentActivitiesProps) {
  const { t } = useTranslation();
  const { hasAccess } = useAccess();
  const { toMyActivities } = useAppLinks();
  const organisationActivities = useOrganisationActivities(scope === 'organisation' ? did : null);
  const ownActivities = useOwnActivities(scope === 'individual' ? did : null);
  const activities = scope === 'organisation' ? organisationActivities : ownActivities;
  const rows = visibleActivities(activities.data?.data ?? []).slice(0, HOME_RECENT_ACTIVITIES);

  return (
    <Stack component="section" spacing={1.5} aria-labelledby="recent-activities-title">
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography id="recent-activities-title" variant="h6" component="h2">
          {t('home.recentActivities')}
        </Typography>
        {hasAccess('activities:report') && (
          <Link component={RouterLink} to={toMyActivities().to}>
            {t('home.viewMore')}
          </Link>
        )}
      </Stack>
      <LoadError error={activities.error} />
      <ActivityTable
        aria-label={t('home.recentActivities')}
        rows={rows}
        showDid={scope === 'organisation'}
        loading={activities.isPending && !!did}
      />
    </Stack>
  );
}
