import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { EMPTY_CELL } from './cells';

/** Up to this many values stand in the cell; more fold into a details expander. */
const SHOWN_INLINE = 3;

function ValueList({ entries }: { entries: readonly [string, string][] }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {entries.map(([field, value]) => (
        <div key={field}>
          <Box component="dt" sx={{ display: 'inline', fontWeight: 500 }}>
            {field}:
          </Box>{' '}
          <Box component="dd" sx={{ display: 'inline', m: 0 }}>
            {value || EMPTY_CELL}
          </Box>
        </div>
      ))}
    </Box>
  );
}

/**
 * The values a request carries for its role's fields, "Field: value" one per line; beyond three,
 * behind a details expander (keyboard: Tab to it, Enter or Space to open).
 */
export function RequestValues({ values }: { values: Record<string, string> }) {
  const { t } = useTranslation();
  const entries = Object.entries(values);
  if (entries.length === 0) return <>{EMPTY_CELL}</>;
  if (entries.length <= SHOWN_INLINE) return <ValueList entries={entries} />;
  return (
    <Box component="details" sx={{ '& > summary': { cursor: 'pointer', color: 'primary.main' } }}>
      <summary>{t('membershipRequests.values.showAll', { count: entries.length })}</summary>
      <ValueList entries={entries} />
    </Box>
  );
}
