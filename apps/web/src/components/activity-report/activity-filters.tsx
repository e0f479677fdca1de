import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { dateRangeErrors, isActivityApplyEnabled, type TActivityName } from '@sigil/core';
import { DateField } from './date-field';

/** What the filter bar holds before Apply. */
export interface ActivityFilterDraft {
  names: string[];
  startDate: string;
  endDate: string;
}

export const EMPTY_DRAFT: ActivityFilterDraft = { names: [], startDate: '', endDate: '' };

interface ActivityFiltersProps {
  draft: ActivityFilterDraft;
  onChange: (draft: ActivityFilterDraft) => void;
  /** The name filter's choices; without them (an individual's own activities) there is no name filter. */
  names?: readonly TActivityName[];
  onApply: () => void;
  onReset: () => void;
  onReport: () => void;
}

/**
 * The activity filters of spec §5: names, Start Date, End Date; Apply only for a name selection
 * with a start date and no end date, or a valid date range; Reset; Report.
 */
export function ActivityFilters({
  draft,
  onChange,
  names,
  onApply,
  onReset,
  onReport,
}: ActivityFiltersProps) {
  const { t } = useTranslation();
  const errors = dateRangeErrors(draft.startDate, draft.endDate);
  const labelOf = new Map(names?.map((n) => [n.did, n.name || n.did]));
  return (
    <Stack
      component="form"
      aria-label={t('activities.filters.label')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      // Side by side each field keeps a line for its message below: a wrapped row needs no more gap.
      sx={{ mb: 2, alignItems: { md: 'flex-start' }, flexWrap: 'wrap', rowGap: { md: 0 } }}
      onSubmit={(event) => {
        event.preventDefault();
        if (isActivityApplyEnabled(draft)) onApply();
      }}
    >
      {names && (
        <TextField
          select
          size="small"
          label={t('activities.filters.names')}
          value={draft.names}
          helperText=" "
          slotProps={{
            formHelperText: { sx: { display: { xs: 'none', md: 'block' } } },
            select: {
              multiple: true,
              renderValue: (selected) =>
                (selected as string[]).map((did) => labelOf.get(did) ?? did).join(', '),
            },
          }}
          sx={{ minWidth: 200, width: { xs: '100%', md: 220 } }}
          onChange={(event) => {
            const value = event.target.value as unknown as string[] | string;
            onChange({ ...draft, names: typeof value === 'string' ? value.split(',') : value });
          }}
        >
          {names.map((name) => (
            <MenuItem key={name.did} value={name.did}>
              <Checkbox size="small" checked={draft.names.includes(name.did)} />
              <ListItemText primary={name.name || name.did} />
            </MenuItem>
          ))}
        </TextField>
      )}
      <DateField
        label={t('activities.filters.startDate')}
        value={draft.startDate}
        error={errors.startDate}
        onChange={(startDate) => onChange({ ...draft, startDate })}
      />
      <DateField
        label={t('activities.filters.endDate')}
        value={draft.endDate}
        error={errors.endDate}
        onChange={(endDate) => onChange({ ...draft, endDate })}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: { md: 0.25 } }}>
        <Button type="submit" variant="contained" disabled={!isActivityApplyEnabled(draft)}>
          {t('activities.filters.apply')}
        </Button>
        <Button type="button" variant="outlined" onClick={onReset}>
          {t('activities.filters.reset')}
        </Button>
        <Button type="button" variant="outlined" onClick={onReport}>
          {t('activities.filters.report')}
        </Button>
      </Stack>
    </Stack>
  );
}
