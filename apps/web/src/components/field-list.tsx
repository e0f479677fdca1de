import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface FieldListItem {
  id: string;
  /** Already translated. */
  label: string;
  value: ReactNode;
}

interface FieldListProps {
  items: readonly FieldListItem[];
  /** Prefix of each value's data-testid: `${testIdPrefix}-${item.id}`. */
  testIdPrefix?: string;
}

/** Label above value, one per line: the detail cards of organisations and of the signed-in user. */
export function FieldList({ items, testIdPrefix }: FieldListProps) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item) => (
        <div key={item.id}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, overflowWrap: 'anywhere' }}
            data-testid={testIdPrefix ? `${testIdPrefix}-${item.id}` : undefined}
          >
            {item.value === '' || item.value === null || item.value === undefined ? '—' : item.value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
