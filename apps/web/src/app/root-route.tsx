import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TTranslationKey } from '../lib/i18n-keys';
import { useNotFoundShown } from '../lib/not-found-title';
import { usePublicConfig } from '../lib/public-config';
import { NOT_FOUND_TITLE_KEY } from './routes';

export interface RouteHandle {
  titleKey: TTranslationKey;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/**
 * "<page title> · <product>" in the browser tab; "Ooops, Page Not Found! · <product>" whenever the
 * not-found page is shown, also on a known path this login may not open.
 */
function useDocumentTitle(): void {
  const { t } = useTranslation();
  const notFound = useNotFoundShown((state) => state.shown > 0);
  const routeTitleKey = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.titleKey;
  const titleKey = notFound ? NOT_FOUND_TITLE_KEY : routeTitleKey;
  const { productName } = usePublicConfig();
  const title = titleKey ? t('app.documentTitle', { title: t(titleKey) }) : productName;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function RootRoute() {
  useDocumentTitle();
  return <Outlet />;
}

/** Shown when a route fails to render or its module fails to load (e.g. after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Stack alignItems="center" gap={3} sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h5" component="h1">
        {t('routeError.title')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </Stack>
  );
}
