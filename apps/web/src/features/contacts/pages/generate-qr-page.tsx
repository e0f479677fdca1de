import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { QRCodeCanvas } from 'qrcode.react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { contactQrText } from '@sigil/core';
import { PageHeader } from '../../../components/page-header';
import { PageSection } from '../../../components/page-section';
import { offerDownload } from '../../../lib/offer-download';
import { useSessionStore } from '../../../lib/session-store';

const QR_SIZE = 240;

/** The QR's PNG file name: `<name>-did-qr.png`, in letters, digits and dashes. */
function pngName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'did'}-did-qr.png`;
}

interface DidQrProps {
  title: string;
  did: string;
  name: string;
}

/** One DID as a QR the wallet scans to add a contact; download as PNG, copy its text. */
function DidQr({ title, did, name }: DidQrProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const text = contactQrText({ did, name });

  const download = () =>
    canvas.current?.toBlob((png) => {
      if (png) offerDownload(pngName(name), png);
    }, 'image/png');
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => enqueueSnackbar(t('generateQr.copied'), { variant: 'success' }),
      () => enqueueSnackbar(t('generateQr.copyFailed'), { variant: 'error' }),
    );

  return (
    <PageSection titleId={titleId} title={title}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ bgcolor: '#fff', p: 1, borderRadius: 1, lineHeight: 0 }}>
          <QRCodeCanvas
            ref={canvas}
            value={text}
            size={QR_SIZE}
            level="M"
            marginSize={2}
            role="img"
            aria-label={t('generateQr.alt', { name })}
            data-testid="did-qr"
          />
        </Box>
        <Typography
          variant="body2"
          sx={{ overflowWrap: 'anywhere', textAlign: 'center' }}
          data-testid="did-qr-did"
        >
          {did}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          {/* Named with their section: the page may show two QR codes, each with the same two buttons. */}
          <Button
            variant="contained"
            startIcon={<DownloadOutlined />}
            onClick={download}
            aria-label={t('generateQr.downloadOf', { title })}
          >
            {t('generateQr.download')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<ContentCopyOutlined />}
            onClick={() => void copy()}
            aria-label={t('generateQr.copyOf', { title })}
          >
            {t('generateQr.copy')}
          </Button>
        </Stack>
      </Stack>
    </PageSection>
  );
}

/**
 * /generate-qr: my DID as a QR that another person's wallet scans to add me as a contact; an
 * organisation login also gets the organisation's DID.
 */
export default function GenerateQrPage() {
  const { t } = useTranslation();
  const profile = useSessionStore((state) => state.profile);
  const organisation = profile?.organisation ?? null;
  const hasDid = !!profile?.did.startsWith('did:');

  return (
    <>
      <PageHeader title={t('routes.generateQr')} />
      <Typography sx={{ mb: 3 }}>{t('generateQr.intro')}</Typography>
      {!hasDid && <Alert severity="info">{t('generateQr.noDid')}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          maxWidth: 960,
        }}
      >
        {profile && hasDid && <DidQr title={t('generateQr.mine')} did={profile.did} name={profile.name} />}
        {organisation && (
          <DidQr
            title={t('generateQr.organisation', { name: organisation.businessName })}
            did={organisation.did}
            name={organisation.businessName}
          />
        )}
      </Box>
    </>
  );
}
