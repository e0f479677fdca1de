import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/page-header';
import { useRenderedLater } from '../../../lib/rendered-later';
import { loginModeOf, useSessionStore } from '../../../lib/session-store';
import { useOrganisationSession } from '../../../lib/use-organisation-session';
import { RecentActivities } from '../components/recent-activities';
import { YourInformationPanel } from '../components/your-information-panel';
import { YourOrganisationPanel } from '../components/your-organisation-panel';

/** Spec §2 screen 3: who you are (your organisation, or yourself), then recent activities. */
export default function HomePage() {
  const { t } = useTranslation();
  const profile = useSessionStore((state) => state.profile);
  const mode = useSessionStore((state) => loginModeOf(state.loggedInAs));
  const { organisationDid, memberId } = useOrganisationSession();
  const isOrganisation = mode === 'organisation';
  // The recent activities come in the render after the panels'.
  const activitiesMayRender = useRenderedLater();

  return (
    <>
      <PageHeader title={t('routes.home')} />
      <Stack spacing={3}>
        {isOrganisation ? (
          <YourOrganisationPanel did={organisationDid} memberId={memberId} />
        ) : (
          profile && <YourInformationPanel profile={profile} />
        )}
        {activitiesMayRender && (
          <RecentActivities
            scope={isOrganisation ? 'organisation' : 'individual'}
            did={isOrganisation ? organisationDid : (profile?.did ?? null)}
          />
        )}
      </Stack>
    </>
  );
}
