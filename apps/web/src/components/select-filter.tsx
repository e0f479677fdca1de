import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** The value of "Select All": no filter. */
export const ALL = '';

export interface FilterOption<Value extends string> {
  value: Value;
  /** Already translated. */
  label: string;
}

interface SelectFilterProps<Value extends string> {
  label: string;
  value: Value | typeof ALL;
  options: readonly FilterOption<Value>[];
  onChange: (value: Value | typeof ALL) => void;
  /** The dropdown's least width in px: 180 unless a screen asks for more. */
  minWidth?: number;
}

/** A list screen's dropdown filter: "Select All", then the options; full width on a phone. */
export function SelectFilter<Value extends string>({
  label,
  value,
  options,
  onChange,
  minWidth = 180,
}: SelectFilterProps<Value>) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Value | typeof ALL)}
      sx={{ minWidth, width: { xs: '100%', sm: 'auto' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={ALL}>{t('filter.selectAll')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
