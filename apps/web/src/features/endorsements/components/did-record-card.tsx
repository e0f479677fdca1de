import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, type TDidRecord } from '@sigil/core';
import { DidText } from '../../../components/did-text';
import { FieldList } from '../../../components/field-list';

/**
 * One DID of a DID search (spec §3 "DID search result";
 * docs/architecture.md, Public or protected DIDs): the DID and whether it is registered; a
 * protected record says only that, a public one shows its public key, created time, profile name,
 * kind and endorsements (organisation DID and role).
 */
export function DidRecordCard({ record }: { record: TDidRecord }) {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="did-record"
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Stack
        direction="row"
        gap={1}
        sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ minWidth: 0, fontWeight: 500 }}>
          <DidText did={record.did} />
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={record.registered ? 'success' : 'default'}
          label={t(record.registered ? 'didSearch.registered' : 'didSearch.notRegistered')}
          data-testid="did-registered"
        />
      </Stack>
      {record.hidden ? (
        <Alert severity="info" data-testid="did-protected">
          {t('didSearch.protected')}
        </Alert>
      ) : record.registered ? (
        <PublicDetails record={record} />
      ) : null}
    </Paper>
  );
}

function PublicDetails({ record }: { record: TDidRecord }) {
  const { t } = useTranslation();
  const endorsementsId = useId();
  const { endorsements } = record.other;

  return (
    <Stack spacing={2}>
      <FieldList
        testIdPrefix="did"
        items={[
          { id: 'profileName', label: t('didSearch.fields.profileName'), value: record.profile.name },
          {
            id: 'kind',
            label: t('didSearch.fields.kind'),
            value: record.kind ? t(`didSearch.kind.${record.kind}`) : null,
          },
          { id: 'created', label: t('didSearch.fields.created'), value: formatDateTime(record.created) },
          {
            id: 'publicKey',
            label: t('didSearch.fields.publicKey'),
            value: record.publicKey ? (
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {record.publicKey}
              </Box>
            ) : null,
          },
        ]}
      />
      <section aria-labelledby={endorsementsId}>
        <Typography id={endorsementsId} variant="subtitle2" component="h4" sx={{ mb: 1 }}>
          {t('didSearch.endorsements')}
        </Typography>
        {endorsements.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('didSearch.noEndorsements')}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {endorsements.map((endorsement) => (
              <Box
                component="li"
                key={endorsement.id}
                data-testid="did-endorsement"
                sx={{
                  display: 'grid',
                  gap: 0.5,
                  columnGap: 3,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
                  p: 1.5,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                }}
              >
                <div>
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {t('didSearch.endorsementOrganisation')}
                  </Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: 'block', overflowWrap: 'anywhere' }}
                  >
                    {endorsement.organizationName}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    <DidText did={endorsement.credentialSubject.associatedWith.id} />
                  </Typography>
                </div>
                <div>
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {t('didSearch.endorsementRole')}
                  </Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ overflowWrap: 'anywhere' }}
                    data-testid="did-endorsement-role"
                  >
                    {endorsement.credentialSubject.associatedWith.type}
                  </Typography>
                </div>
              </Box>
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
