import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { TTranslationKey } from '../lib/i18n-keys';
import { PageHeader } from './page-header';

/** A screen a later release builds: its title and an honest note, no sample data. */
export function PlaceholderPage({ titleKey }: { titleKey: TTranslationKey }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(titleKey)} />
      <Typography color="text.secondary">{t('placeholder.comingLater')}</Typography>
    </>
  );
}
