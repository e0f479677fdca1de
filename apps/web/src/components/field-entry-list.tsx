import Box from '@mui/material/Box';
import { formatCalendarDay, type TFieldEntry } from '@sigil/core';

/** A value as the console shows it: a date field's day as DD/MM/YYYY, every other as entered. */
export function fieldEntryText({ kind, value }: TFieldEntry): string {
  return kind === 'date' ? formatCalendarDay(value) : value;
}

/** Values of a role's fields, "Field: value" one per line, in the role's field order. */
export function FieldEntryList({ entries }: { entries: readonly TFieldEntry[] }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {entries.map((entry) => (
        <div key={entry.fieldName}>
          <Box component="dt" sx={{ display: 'inline', fontWeight: 500 }}>
            {entry.fieldName}:
          </Box>{' '}
          <Box component="dd" sx={{ display: 'inline', m: 0, overflowWrap: 'anywhere' }}>
            {fieldEntryText(entry) || '—'}
          </Box>
        </div>
      ))}
    </Box>
  );
}
