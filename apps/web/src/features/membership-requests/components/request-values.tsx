import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { TFieldEntry } from '@sigil/core';
import { FieldEntryList } from '../../../components/field-entry-list';
import { EMPTY_CELL } from './cells';

/** Up to this many values stand in the cell; more fold into a details expander. */
const SHOWN_INLINE = 3;

/**
 * The values a request carries for its role's fields, in the role's order, "Field: value" one per
 * line; beyond three, behind a details expander (keyboard: Tab to it, Enter or Space to open).
 */
export function RequestValues({ entries }: { entries: readonly TFieldEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <>{EMPTY_CELL}</>;
  if (entries.length <= SHOWN_INLINE) return <FieldEntryList entries={entries} />;
  return (
    <Box component="details" sx={{ '& > summary': { cursor: 'pointer', color: 'primary.main' } }}>
      <summary>{t('membershipRequests.values.showAll', { count: entries.length })}</summary>
      <FieldEntryList entries={entries} />
    </Box>
  );
}
