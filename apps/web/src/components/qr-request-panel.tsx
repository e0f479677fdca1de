import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import type { TQrRequestState } from '../lib/auth-requests';

/** Seconds left until expiresAt, ticking every second. */
function useCountdown(expiresAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return expiresAt ? Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 1000)) : null;
}

interface QrRequestPanelProps {
  state: TQrRequestState<unknown>;
  onNewCode: () => void;
  /** Shown instead of the QR once the request is answered or failed. */
  outcome?: ReactNode;
  /** What the QR's text is called, when it is not our wallets' QR text (an OpenID4VP link). */
  textLabel?: string;
}

/**
 * The QR code of a login or signup request, its countdown, a new-code button, and the QR text to
 * copy (for the command-line wallet).
 */
export function QrRequestPanel({ state, onNewCode, outcome, textLabel }: QrRequestPanelProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const created = state.phase === 'waiting' ? state.created : null;
  const left = useCountdown(created?.expiresAt ?? null);
  const expired = created !== null && left === 0;

  const newCode = (
    <Button variant="outlined" startIcon={<RefreshOutlined />} onClick={onNewCode}>
      {t('qr.newCode')}
    </Button>
  );

  if (state.phase === 'starting') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={t('qr.preparing')} />
      </Box>
    );
  }
  if (state.phase === 'failed' || state.phase === 'answered') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }}>
        {outcome}
        {newCode}
      </Stack>
    );
  }
  if (!created) return null;

  const copy = () => {
    void navigator.clipboard?.writeText(created.qr).then(
      () => enqueueSnackbar(t('qr.copied'), { variant: 'success' }),
      () => enqueueSnackbar(t('qr.copyFailed'), { variant: 'warning' }),
    );
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        data-testid="qr-code"
        sx={{ p: 2, bgcolor: '#fff', borderRadius: 1, lineHeight: 0, opacity: expired ? 0.25 : 1 }}
      >
        <QRCodeSVG value={created.qr} size={232} level="M" marginSize={2} title={t('qr.alt')} />
      </Box>
      <Typography variant="body2" color={expired ? 'error' : 'text.secondary'} role="status">
        {expired ? t('qr.expired') : t('qr.expiresIn', { seconds: left ?? 0 })}
      </Typography>
      {expired && newCode}
      {/* On the phone itself there is no screen to scan: the link opens its wallet (apps/wallet-web). */}
      {!expired && (
        <Button
          variant="text"
          href={created.qr}
          target="_blank"
          rel="noopener"
          startIcon={<OpenInNewOutlined />}
        >
          {t('qr.openWallet')}
        </Button>
      )}
      <Stack direction="row" spacing={1} sx={{ width: '100%' }}>
        <TextField
          size="small"
          fullWidth
          label={textLabel ?? t('qr.textLabel')}
          value={created.qr}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'qr-text' } }}
        />
        <Button variant="outlined" onClick={copy} startIcon={<ContentCopyOutlined />} sx={{ flexShrink: 0 }}>
          {t('qr.copy')}
        </Button>
      </Stack>
    </Stack>
  );
}
