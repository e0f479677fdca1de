import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { toRequestEndorsements } from '../links';
import { SectionCard } from './section-card';

/**
 * 'My Endorsements' (spec §2 screen 9). The endorsement credentials come with a later change: until
 * then the section says, truthfully, that there are none, and offers Request Endorsements.
 */
export function MyEndorsements() {
  const { t } = useTranslation();
  return (
    <SectionCard
      id="my-endorsements"
      title={t('endorsements.mine.title')}
      actions={
        <Button
          component={RouterLink}
          to={toRequestEndorsements().to}
          variant="contained"
          startIcon={<AddOutlined />}
        >
          {t('endorsements.requestEndorsements')}
        </Button>
      }
    >
      <Typography color="text.secondary">{t('endorsements.mine.empty')}</Typography>
    </SectionCard>
  );
}
