import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TEnrolmentRequestItem } from '@sigil/core';

/** The signup's fields in the order of its form, as the requester entered them. */
const FIELDS = [
  'contactEmail',
  'contactNumber',
  'orgRegNumber',
  'countryOfIncorporation',
  'corporateWebsite',
  'mailingAddress1',
] as const satisfies readonly (keyof TEnrolmentRequestItem)[];

/**
 * What an organisation's signup says of it, for the provider to read before approving or
 * rejecting (issue 44): the signup form's fields, and who asked, with their e-mail.
 */
export function EnrolmentDetails({ request }: { request: TEnrolmentRequestItem }) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    ...FIELDS.map((field): [string, string] => [t(`signup.fields.${field}`), request[field]]),
    [t('enrolment.columns.requester'), request.additionalParams.name],
    [t('enrolment.details.requesterEmail'), request.additionalParams.email],
  ];
  return (
    <Box
      component="dl"
      data-testid="enrolment-details"
      sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
