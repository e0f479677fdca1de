import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { ACTIVITY_TYPES } from '@sigil/core';
import type { ActivityFilters } from '../../api/activities/activity-report';
import { useDailyActivities } from '../../api/activities/get-daily-activities';
import { today } from './date-field';

const HEIGHT = 96;
/** Width of one day in the SVG's own units; the drawing stretches to the box. */
const SLOT = 12;
const BAR_GAP = 2;
/** A short range is drawn centred in this many day slots, so one day is a bar, not a block. */
const MIN_SLOTS = 30;
const DAY_MS = 86_400_000;
/** The server's range for the chart when the filter names no start (30 days before today). */
const DEFAULT_DAYS = 30;

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** YYYY-MM-DD as the console writes dates (DD/MM/YYYY). */
const shownDay = (day: string) => day.split('-').reverse().join('/');

/** One colour per activity type, from the theme (its light and dark palettes both). */
function typeColours(theme: Theme): Record<string, string> {
  return {
    REGISTER: theme.palette.grey[500],
    SIGN: theme.palette.primary.main,
    VERIFY: theme.palette.info.main,
    SEAL: theme.palette.secondary.main,
    UNSEAL: theme.palette.warning.main,
    ASSERT: theme.palette.error.main,
  };
}

/** The days the chart spans: the filter's, else the server's default (the last 30 days). */
function rangeOf(filters: ActivityFilters, days: readonly string[]): { first: number; last: number } {
  const last = dayNumber(filters.to ?? today());
  const first = filters.from
    ? dayNumber(filters.from)
    : filters.to
      ? Math.min(last, ...days.map(dayNumber))
      : dayNumber(today()) - DEFAULT_DAYS;
  return { first: Math.min(first, last), last };
}

/**
 * Events per day by type for the filtered range (beyond the spec): stacked bars drawn as plain
 * SVG, loaded lazily so it does not weigh on the first page. Screen readers hear a summary.
 */
export default function ActivityChart({ did, filters }: { did: string; filters: ActivityFilters }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const daily = useDailyActivities(did, filters);
  // An extra beside the table: when its numbers cannot be had, the table alone is shown.
  if (daily.isError) return null;
  // The box keeps its height while the numbers load, so the table below does not jump.
  if (!daily.data) return <Box sx={{ height: HEIGHT + 56, mb: 2 }} />;

  const rows = daily.data.data.filter((row) => row.type.trim() !== '' && row.count > 0);
  const colours = typeColours(theme);
  const { first, last } = rangeOf(
    filters,
    rows.map((row) => row.day),
  );
  const days = last - first + 1;
  const span = Math.max(days, MIN_SLOTS);
  const inset = Math.floor((span - days) / 2);
  const perDay = new Map<number, typeof rows>();
  for (const row of rows) {
    const n = dayNumber(row.day);
    perDay.set(n, [...(perDay.get(n) ?? []), row]);
  }
  const max = Math.max(
    1,
    ...[...perDay.values()].map((entries) => entries.reduce((sum, e) => sum + e.count, 0)),
  );
  const knownTypes: readonly string[] = ACTIVITY_TYPES;
  const types = [
    ...knownTypes,
    ...new Set(rows.map((row) => row.type).filter((type) => !knownTypes.includes(type))),
  ];
  const typeName = (type: string) => t(`activities.types.${type}`, { defaultValue: type });
  const totals = types
    .map((type) => ({
      type,
      count: rows.filter((row) => row.type === type).reduce((sum, row) => sum + row.count, 0),
    }))
    .filter((total) => total.count > 0);
  const count = totals.reduce((sum, total) => sum + total.count, 0);
  const from = shownDay(dayText(first));
  const to = shownDay(dayText(last));
  const label = count
    ? t('activities.chart.summary', {
        count,
        from,
        to,
        types: totals.map((total) => `${total.count} ${typeName(total.type)}`).join(', '),
      })
    : t('activities.chart.empty', { from, to });

  return (
    <Box component="figure" sx={{ m: 0, mb: 2 }} data-testid="activity-chart">
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('activities.chart.title')}
      </Typography>
      {count === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      ) : (
        <>
          <Box
            component="svg"
            role="img"
            aria-label={label}
            viewBox={`0 0 ${span * SLOT} ${HEIGHT}`}
            preserveAspectRatio="none"
            sx={{ display: 'block', width: '100%', height: HEIGHT, borderBottom: 1, borderColor: 'divider' }}
          >
            {[...perDay.entries()].map(([day, entries]) => {
              let top = HEIGHT;
              // Each day's bar stacks its types in the legend's order, bottom up.
              const stacked = [...entries].sort((a, b) => types.indexOf(a.type) - types.indexOf(b.type));
              return stacked.map((entry) => {
                const h = (entry.count / max) * HEIGHT;
                top -= h;
                return (
                  <rect
                    key={`${entry.day}-${entry.type}`}
                    x={(inset + day - first) * SLOT + BAR_GAP / 2}
                    y={top}
                    width={SLOT - BAR_GAP}
                    height={h}
                    fill={colours[entry.type] ?? theme.palette.text.secondary}
                  >
                    <title>{`${shownDay(entry.day)}: ${entry.count} ${typeName(entry.type)}`}</title>
                  </rect>
                );
              });
            })}
          </Box>
          <Stack direction="row" aria-hidden sx={{ justifyContent: 'space-between', mt: 0.25 }}>
            <Typography variant="caption" color="text.secondary">
              {from}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {to}
            </Typography>
          </Stack>
          <Stack
            direction="row"
            aria-hidden
            useFlexGap
            sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 0.5 }}
          >
            {totals.map((total) => (
              <Stack key={total.type} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Box
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '2px',
                    bgcolor: colours[total.type] ?? 'text.secondary',
                  }}
                />
                <Typography variant="caption">{`${typeName(total.type)} ${total.count}`}</Typography>
              </Stack>
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}
