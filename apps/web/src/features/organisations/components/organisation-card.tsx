import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TOrganisationDetail } from '@sigil/core';
import { FieldList } from '../../../components/field-list';
import { OrganisationFeatures } from './organisation-features';
import { OrganisationLifecycle } from './organisation-lifecycle';
import { OrganisationStatus } from './organisation-status';

/** The left card of the detail: its status, the eight fields of the organisations table, its features and the provider's lifecycle steps. */
export function OrganisationCard({ organisation }: { organisation: TOrganisationDetail }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {organisation.BusinessName}
          </Typography>
          <OrganisationStatus status={organisation.Status} />
        </Stack>
        <FieldList
          testIdPrefix="organisation"
          items={[
            { id: 'businessName', label: t('orgFields.businessName'), value: organisation.BusinessName },
            { id: 'did', label: t('orgFields.did'), value: organisation.AccountDid },
            { id: 'email', label: t('orgFields.email'), value: organisation.Email },
            { id: 'contactNumber', label: t('orgFields.contactNumber'), value: organisation.ContactNumber },
            {
              id: 'countryOfIncorporation',
              label: t('orgFields.countryOfIncorporation'),
              value: organisation.CountryOfIncorporation,
            },
            { id: 'orgRegNumber', label: t('orgFields.orgRegNumber'), value: organisation.OrgRegNumber },
            {
              id: 'corporateWebsite',
              label: t('orgFields.corporateWebsite'),
              value: organisation.CorporateWebsite,
            },
            {
              id: 'mailingAddress',
              label: t('orgFields.mailingAddress'),
              value: organisation.MailingAddress1,
            },
          ]}
        />
        <OrganisationFeatures organisation={organisation} />
        <OrganisationLifecycle organisation={organisation} />
      </CardContent>
    </Card>
  );
}
