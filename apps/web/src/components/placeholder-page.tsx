import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { PageHeader } from './page-header';

/** A screen a later release builds: its title and an honest note, no sample data. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(titleKey)} />
      <Typography color="text.secondary">{t('placeholder.comingLater')}</Typography>
    </>
  );
}
