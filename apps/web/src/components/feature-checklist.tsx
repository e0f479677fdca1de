import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { TFeatureCode } from '@sigil/core';
import { useFeatureCatalogue } from '../api/features/get-features';

interface FeatureChecklistProps {
  value: readonly TFeatureCode[];
  onChange: (next: TFeatureCode[]) => void;
  disabled?: boolean;
}

/** The organisation features of the catalogue, each a checkbox with what it allows (decision 0009). */
export function FeatureChecklist({ value, onChange, disabled = false }: FeatureChecklistProps) {
  const { t } = useTranslation();
  const catalogue = useFeatureCatalogue();
  const toggle = (code: TFeatureCode, on: boolean) =>
    onChange(on ? [...value.filter((c) => c !== code), code] : value.filter((c) => c !== code));
  return (
    <FormControl component="fieldset" variant="standard" margin="normal" fullWidth>
      <FormLabel component="legend">{t('features.legend')}</FormLabel>
      {catalogue.isError && (
        <Typography variant="body2" color="error" role="alert">
          {t('features.loadFailed')}
        </Typography>
      )}
      <FormGroup>
        {(catalogue.data ?? []).map(({ code }) => (
          <FormControlLabel
            key={code}
            sx={{ alignItems: 'flex-start', mt: 1 }}
            control={
              <Checkbox
                checked={value.includes(code)}
                onChange={(event) => toggle(code, event.target.checked)}
                disabled={disabled}
                sx={{ pt: 0 }}
                slotProps={{ input: { 'aria-describedby': `feature-${code}-description` } }}
              />
            }
            label={
              <>
                <Typography variant="body2">{t(`features.${code}.name`)}</Typography>
                <Typography variant="caption" color="text.secondary" id={`feature-${code}-description`}>
                  {t(`features.${code}.description`)}
                </Typography>
              </>
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
