import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { useOrganisation } from '../../../api/organisations/get-organisation';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { PageSection } from '../../../components/page-section';
import { PrivacySwitch } from '../../../components/privacy-switch';
import { useAccess } from '../../../lib/access';
import { useSessionStore } from '../../../lib/session-store';
import { useOrganisationSession } from '../../../lib/use-organisation-session';
import { OrganisationSection } from '../components/organisation-section';
import { ProfileSection } from '../components/profile-section';

/**
 * /account-setting: an organisation's Admin keeps its details and logo; everyone who logged in with
 * a DID keeps their name, e-mail and picture, and an individual whether DID search shows them.
 * Every change shows in the header at once.
 */
export default function AccountSettingsPage() {
  const { t } = useTranslation();
  const profile = useSessionStore((state) => state.profile);
  const { organisationDid, memberId } = useOrganisationSession();
  const { hasAccess } = useAccess();
  const keepsOrganisation = hasAccess('organisation:update');
  // An individual decides whether DID search shows their details (also on Endorsements).
  const showsPrivacy = hasAccess('profile:protect');
  const organisation = useOrganisation(keepsOrganisation ? organisationDid : null, memberId);

  return (
    <>
      <PageHeader title={t('routes.accountSettings')} />
      <Stack spacing={3}>
        {keepsOrganisation &&
          (organisation.data ? (
            <OrganisationSection key={organisation.data.AccountDid} organisation={organisation.data} />
          ) : organisation.error ? (
            <LoadError error={organisation.error} />
          ) : (
            <PageLoader />
          ))}
        {profile?.did.startsWith('did:') && <ProfileSection key={profile.did} profile={profile} />}
        {profile && showsPrivacy && (
          <PageSection titleId="did-privacy-title" title={t('endorsements.privacy.title')} maxWidth={720}>
            <PrivacySwitch did={profile.did} />
          </PageSection>
        )}
      </Stack>
    </>
  );
}
