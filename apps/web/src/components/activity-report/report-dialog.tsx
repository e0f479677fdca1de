import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { AppDialog } from '../app-dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createReportDownloadSchema } from '@sigil/core';
import type { ActivityFilters } from '../../api/activities/activity-report';
import {
  downloadActivityReport,
  type TReportDownloadPath,
} from '../../api/activities/download-activity-report';
import { useValidationMessage } from '../../lib/i18n';
import { offerDownload } from '../../lib/offer-download';
import type { StreamProgress } from '../../lib/read-text-stream';
import { DateField } from './date-field';

const REPORT_FILE = 'reports.csv';

interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  path: TReportDownloadPath;
  did: string;
  /** The applied filters: their names and type go with the download; their dates start the dialog's. */
  filters: ActivityFilters;
}

/** 12.3 KB, 4.5 MB, in the interface language's digits. */
function sizeText(bytes: number, language: string): string {
  const number = (value: number) => value.toLocaleString(language, { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024 ? `${number(bytes / 1024)} KB` : `${number(bytes / 1024 / 1024)} MB`;
}

/**
 * "Download Report" (spec §2, §5): Start and End Date, both valid and before now or both empty;
 * "Download" streams reports.csv with a progress line, then hands it to the browser.
 */
export function ReportDialog({ open, onClose, path, did, filters }: ReportDialogProps) {
  const { t, i18n } = useTranslation();
  const translate = useValidationMessage();
  // The applied range starts the dialog's; a start alone (a name filter's) would open on an error.
  const range = filters.from && filters.to;
  const [startDate, setStartDate] = useState(range ? (filters.from ?? '') : '');
  const [endDate, setEndDate] = useState(range ? (filters.to ?? '') : '');
  const [progress, setProgress] = useState<StreamProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const checked = createReportDownloadSchema().safeParse({ startDate, endDate });
  const fieldError = (field: 'startDate' | 'endDate') =>
    checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === field)?.message;
  const downloading = progress !== null;

  const close = () => {
    abort.current?.abort();
    setProgress(null);
    setFailure(null);
    onClose();
  };

  const download = async () => {
    setFailure(null);
    setProgress({ bytes: 0, lines: 0 });
    abort.current = new AbortController();
    try {
      const csv = await downloadActivityReport(
        path,
        did,
        { ...filters, from: startDate || undefined, to: endDate || undefined },
        setProgress,
        abort.current.signal,
      );
      offerDownload(REPORT_FILE, csv, 'text/csv');
      setProgress(null);
      onClose();
    } catch (error) {
      if (abort.current.signal.aborted) return;
      setProgress(null);
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <AppDialog open={open} onClose={close} aria-labelledby="report-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="report-dialog-title">{t('activities.download.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          <DateField
            fullWidth
            label={t('activities.filters.startDate')}
            value={startDate}
            error={fieldError('startDate')}
            onChange={setStartDate}
          />
          <DateField
            fullWidth
            label={t('activities.filters.endDate')}
            value={endDate}
            error={fieldError('endDate')}
            onChange={setEndDate}
          />
          <Typography variant="body2" color="text.secondary">
            {t('activities.download.hint')}
          </Typography>
          {downloading && (
            <div role="status">
              <LinearProgress aria-label={t('activities.download.title')} />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {progress?.bytes
                  ? t('activities.download.progress', {
                      size: sizeText(progress.bytes, i18n.language),
                      rows: Math.max(0, progress.lines - 1),
                    })
                  : t('activities.download.preparing')}
              </Typography>
            </div>
          )}
          {/* The server's message, in the interface language when it is one of the spec's. */}
          {failure && <Alert severity="error">{translate(failure)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('activities.download.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!checked.success || downloading}
          onClick={() => void download()}
        >
          {t('activities.download.download')}
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
