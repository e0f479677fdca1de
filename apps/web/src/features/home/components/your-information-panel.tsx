import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TSessionProfile } from '@sigil/core';
import { FieldList } from '../../../components/field-list';
import { avatarSource, initialOf } from '../../../lib/format';

/** 'Your Information': the individual's name, DID and e-mail from the session profile. */
export function YourInformationPanel({ profile }: { profile: TSessionProfile }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" component="section" aria-labelledby="your-information-title">
      <CardContent>
        <Typography id="your-information-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('home.yourInformation')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <Avatar src={avatarSource(profile.avatar)} sx={{ width: 64, height: 64, bgcolor: 'primary.main' }}>
            {initialOf(profile.name)}
          </Avatar>
          <FieldList
            testIdPrefix="your-information"
            items={[
              { id: 'name', label: t('home.fields.name'), value: profile.name },
              { id: 'did', label: t('home.fields.did'), value: profile.did },
              { id: 'email', label: t('home.fields.email'), value: profile.email },
            ]}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
