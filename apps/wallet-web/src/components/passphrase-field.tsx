import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

/** A passphrase, hidden unless the holder shows it; never autofilled into another site's form. */
export function PassphraseField(
  props: Omit<TextFieldProps, 'type'> & { autoComplete: 'new-password' | 'current-password' },
) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const label = shown ? t('fields.hide') : t('fields.show');
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={label} onClick={() => setShown(!shown)} edge="end">
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
