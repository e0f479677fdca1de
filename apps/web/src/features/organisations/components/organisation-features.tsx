import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { featuresOf, type TFeatureCode, type TOrganisationDetail } from '@sigil/core';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FeatureChecklist } from '../../../components/feature-checklist';
import { FeatureChips } from '../../../components/feature-chips';
import { useAccess } from '../../../lib/access';
import { useSetOrganisationFeatures } from '../api/set-organisation-features';

/** The organisation's account features; the provider changes them here (decision 0009). */
export function OrganisationFeatures({ organisation }: { organisation: TOrganisationDetail }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  // A deactivated organisation's features no longer change.
  const canManage = useAccess().hasAccess('features:manage') && organisation.Status !== 'DEACTIVATED';
  const [editing, setEditing] = useState<TFeatureCode[] | null>(null);
  const save = useSetOrganisationFeatures(organisation.AccountDid);

  const confirm = () =>
    editing &&
    save.mutate(editing, {
      onSuccess: () => {
        setEditing(null);
        enqueueSnackbar(t('features.saved'), { variant: 'success' });
      },
      onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
    });

  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('features.title')}
      </Typography>
      <FeatureChips features={organisation.AccountFeatures} />
      {canManage && (
        <Button
          size="small"
          sx={{ mt: 1 }}
          onClick={() => setEditing(featuresOf(organisation.AccountFeatures))}
        >
          {t('features.change')}
        </Button>
      )}
      <ConfirmDialog
        open={editing !== null}
        title={t('features.changeTitle', { orgName: organisation.BusinessName })}
        message={t('features.changeMessage')}
        confirmLabel={t('features.save')}
        busy={save.isPending}
        onCancel={() => setEditing(null)}
        onConfirm={confirm}
      >
        <FeatureChecklist value={editing ?? []} onChange={setEditing} disabled={save.isPending} />
      </ConfirmDialog>
    </Box>
  );
}
