import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/page-header';
import { PrivacySwitch } from '../../../components/privacy-switch';
import { useSessionStore } from '../../../lib/session-store';
import { MyEndorsements } from '../components/my-endorsements';
import { MyRequests } from '../components/my-requests';
import { PendingInvitations } from '../components/pending-invitations';
import { SectionCard } from '../components/section-card';
import { useInvitationLink } from '../use-invitation-link';

/**
 * Spec §2 screen 9, the individual's Endorsements: My Endorsements with Request Endorsements, then
 * Pending Endorsements (invitations to answer), My Requests (applications to organisations' roles)
 * and whether DID search shows one's details. An invitation mail's link lands here and is claimed.
 */
export default function EndorsementsPage() {
  const { t } = useTranslation();
  const profile = useSessionStore((state) => state.profile);
  const did = profile?.did ?? null;
  useInvitationLink();

  return (
    <>
      <PageHeader title={t('routes.endorsements')} />
      <Stack spacing={3}>
        <MyEndorsements did={did} />
        <PendingInvitations profile={profile} />
        <MyRequests did={did} />
        <SectionCard id="did-privacy" title={t('endorsements.privacy.title')}>
          <PrivacySwitch did={did} />
        </SectionCard>
      </Stack>
    </>
  );
}
