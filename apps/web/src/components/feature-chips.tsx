import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { featuresOf } from '@sigil/core';

/** An organisation's account features by name (decision 0009); "None" when it has none. */
export function FeatureChips({ features }: { features: readonly string[] }) {
  const { t } = useTranslation();
  const granted = featuresOf(features);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="organisation-features">
      {granted.length ? (
        granted.map((code) => <Chip key={code} size="small" label={t(`features.${code}.name`)} />)
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('features.none')}
        </Typography>
      )}
    </Stack>
  );
}
