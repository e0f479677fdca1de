import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { SEARCH_BOX_WIDTH } from '@sigil/core';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Placeholder and accessible name, e.g. 'Search by Org Name'. */
  label: string;
  'data-testid'?: string;
}

/** The list screens' search box, 368 px wide (spec §9). Debounce the value where it is used. */
export function SearchField({ value, onChange, label, 'data-testid': testId = 'search' }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={label}
      sx={{ width: { xs: '100%', sm: SEARCH_BOX_WIDTH } }}
      slotProps={{
        htmlInput: { 'aria-label': label, 'data-testid': testId },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
