import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useOrganisation } from '../../../api/organisations/get-organisation';
import { AvatarFields, HomePanel } from './home-panel';

/** 'Your Organization': the selected account's organisation, from GET /api/accounts/{did}. */
export function YourOrganisationPanel({ did, memberId }: { did: string | null; memberId: string | null }) {
  const { t } = useTranslation();
  const organisation = useOrganisation(did, memberId);
  const data = organisation.data;

  let body;
  if (!did) body = <Alert severity="info">{t('home.noOrganisation')}</Alert>;
  else if (organisation.isPending) body = <CircularProgress size={28} aria-label={t('app.loading')} />;
  else if (organisation.isError) {
    body = <Alert severity="error">{t('common.loadFailed', { message: organisation.error.message })}</Alert>;
  } else {
    body = (
      <AvatarFields
        avatar={data?.Logo}
        name={data?.BusinessName}
        testIdPrefix="your-organisation"
        items={[
          { id: 'businessName', label: t('home.fields.businessName'), value: data?.BusinessName },
          { id: 'did', label: t('home.fields.did'), value: data?.AccountDid },
          { id: 'email', label: t('home.fields.email'), value: data?.Email },
          { id: 'contactNumber', label: t('home.fields.contactNumber'), value: data?.ContactNumber },
          { id: 'website', label: t('home.fields.website'), value: data?.CorporateWebsite },
          { id: 'address', label: t('home.fields.address'), value: data?.MailingAddress1 },
        ]}
      />
    );
  }

  return (
    <HomePanel id="your-organisation" title={t('home.yourOrganisation')}>
      {body}
    </HomePanel>
  );
}
