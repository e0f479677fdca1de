import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ServerError } from '../lib/api-client';

interface QueryRecordProps<T> {
  /** The address names no record: nothing is fetched, `missingText` is said. */
  missing: boolean;
  query: UseQueryResult<T>;
  missingText: string;
  /** Said for a 404 or 400 (an id the server does not know or does not take). */
  notFoundText: string;
  children: (data: T) => ReactNode;
}

/**
 * The body of a detail page: why there is no record (no id, not found, the load failed), a spinner
 * while it loads, then `children` with the record.
 */
export function QueryRecord<T>({ missing, query, missingText, notFoundText, children }: QueryRecordProps<T>) {
  const { t } = useTranslation();
  if (missing) return <Alert severity="info">{missingText}</Alert>;
  if (query.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  }
  if (query.isError) {
    const { error } = query;
    const notFound = error instanceof ServerError && (error.status === 404 || error.status === 400);
    return (
      <Alert severity={notFound ? 'warning' : 'error'}>
        {notFound ? notFoundText : t('common.loadFailed', { message: error.message })}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
