import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import PersonIcon from '@mui/icons-material/Person';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { QRCodeSVG } from 'qrcode.react';
import { KEYSTORE_FORMAT } from '@sigil/core';
import { offerFile } from '../components/offer-file';
import { Screen } from '../components/screen';
import { useWallet } from '../wallet/wallet-store';

/** The holder's DID (text, copy, QR), the way to scan, and the keystore to keep as a backup. */
export function HomeScreen() {
  const { t } = useTranslation();
  const did = useWallet((state) => state.did) ?? '';
  const keystore = useWallet((state) => state.keystore);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    await navigator.clipboard.writeText(did);
    setCopied(true);
  };
  const download = () => {
    if (keystore)
      offerFile(KEYSTORE_FORMAT.fileName, `${JSON.stringify(keystore, null, 2)}\n`, 'application/json');
  };
  return (
    <Screen heading={t('home.heading')}>
      <Button
        variant="contained"
        size="large"
        startIcon={<QrCodeScannerIcon />}
        component={RouterLink}
        to="/scan"
      >
        {t('home.scan')}
      </Button>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="h2" sx={{ alignSelf: 'flex-start' }}>
            {t('home.did')}
          </Typography>
          <Typography
            data-testid="wallet-did"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', alignSelf: 'stretch' }}
          >
            {did}
          </Typography>
          <Box sx={{ bgcolor: '#fff', p: 1.5, borderRadius: 1, lineHeight: 0 }}>
            <QRCodeSVG value={did} size={200} level="M" role="img" aria-label={t('home.qrLabel')} />
          </Box>
          <Button
            variant="outlined"
            startIcon={<ContentCopyIcon />}
            onClick={() => void copy()}
            aria-live="polite"
          >
            {copied ? t('home.copied') : t('home.copy')}
          </Button>
        </Stack>
      </Paper>
      <Button
        variant="outlined"
        startIcon={<PersonIcon />}
        component={RouterLink}
        to="/profile"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('home.profile')}
      </Button>
      <Stack spacing={1}>
        <Button
          variant="text"
          startIcon={<DownloadIcon />}
          onClick={download}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('home.download')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('home.downloadHelp')}
        </Typography>
      </Stack>
    </Screen>
  );
}
