import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PageSection } from '../../../components/page-section';
import { useOrganisationSession } from '../../../lib/use-organisation-session';
import { useMembers } from '../api/get-members';
import { MemberForm } from '../components/member-form';
import { toUserManagement, useMemberIdParam } from '../links';
import { isUserMember } from '../member-roles';

/** /user/manage?memberId= : a user's name, email and role (an admin role is managed elsewhere). */
export default function ManageMemberPage() {
  const { t } = useTranslation();
  const memberId = useMemberIdParam();
  const { organisationDid } = useOrganisationSession();
  const members = useMembers(organisationDid);
  const member = members.data?.find(
    (candidate) => candidate.MemberID === memberId && isUserMember(candidate),
  );

  const backLink = (
    <Link component={RouterLink} to={toUserManagement().to}>
      {t('members.manage.back')}
    </Link>
  );
  const problem = (severity: 'info' | 'warning', text: string): ReactNode => (
    <Alert severity={severity}>
      {text} {backLink}
    </Alert>
  );

  let body: ReactNode;
  if (!organisationDid) body = problem('info', t('members.noOrganisation'));
  else if (!memberId) body = problem('info', t('members.manage.missingId'));
  else if (members.isPending) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  } else if (members.isError) body = <LoadError error={members.error} />;
  else if (!member) body = problem('warning', t('members.manage.notFound'));
  else {
    body = (
      <PageSection titleId="membership-details-title" title={t('members.manage.section')} maxWidth={640}>
        <MemberForm key={member.MemberID} member={member} organisationDid={organisationDid} />
      </PageSection>
    );
  }

  return (
    <>
      <PageHeader title={t('routes.manageMember')} />
      {body}
    </>
  );
}
