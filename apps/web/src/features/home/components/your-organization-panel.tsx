import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { avatarSource, initialOf } from '../../../lib/format';
import { useOrganisation } from '../../../api/organisations/get-organisation';
import { FieldList } from '../../../components/field-list';

/** 'Your Organization': the selected account's organisation, from GET /api/accounts/{did}. */
export function YourOrganizationPanel({ did, memberId }: { did: string | null; memberId: string | null }) {
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Avatar src={avatarSource(data?.Logo)} sx={{ width: 64, height: 64, bgcolor: 'primary.main' }}>
          {initialOf(data?.BusinessName)}
        </Avatar>
        <FieldList
          testIdPrefix="your-organization"
          items={[
            { id: 'businessName', label: t('home.fields.businessName'), value: data?.BusinessName },
            { id: 'did', label: t('home.fields.did'), value: data?.AccountDid },
            { id: 'email', label: t('home.fields.email'), value: data?.Email },
            { id: 'contactNumber', label: t('home.fields.contactNumber'), value: data?.ContactNumber },
            { id: 'website', label: t('home.fields.website'), value: data?.CorporateWebsite },
            { id: 'address', label: t('home.fields.address'), value: data?.MailingAddress1 },
          ]}
        />
      </Stack>
    );
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="your-organization-title">
      <CardContent>
        <Typography id="your-organization-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('home.yourOrganization')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
