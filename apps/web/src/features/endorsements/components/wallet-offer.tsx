import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import WalletOutlined from '@mui/icons-material/WalletOutlined';
import { formatDateTime } from '@sigil/core';
import { ServerError } from '../../../lib/api-client';
import { useOfferEndorsement } from '../api/offer-endorsement';

/** Whether `expiresAt` has passed, looked at every second. */
function useExpired(expiresAt: string | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return expiresAt !== undefined && new Date(expiresAt).getTime() <= now;
}

/**
 * "Add to another wallet": the endorsement offered to a standard wallet (OpenID4VCI). The QR holds
 * the offer; the wallet asks for the code shown beside it. Each click makes a new offer.
 */
export function WalletOffer({ endorsementId }: { endorsementId: string }) {
  const { t } = useTranslation();
  const offer = useOfferEndorsement();
  const created = offer.data;
  const expired = useExpired(created?.expiresAt);
  // A new offer appears below the card: on a phone, bring it into view.
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (created) shown.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [created]);

  const button = (
    <Button
      variant="outlined"
      startIcon={<WalletOutlined />}
      disabled={offer.isPending}
      onClick={() => offer.mutate(endorsementId)}
    >
      {t(created ? 'endorsements.offer.again' : 'endorsements.offer.start')}
    </Button>
  );

  return (
    <Box component="section" aria-labelledby="wallet-offer-title" sx={{ mt: 3 }}>
      <Typography id="wallet-offer-title" variant="subtitle1" component="h3">
        {t('endorsements.offer.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('endorsements.offer.hint')}
      </Typography>
      {offer.isError && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {offer.error instanceof ServerError ? offer.error.message : t('endorsements.offer.failed')}
        </Alert>
      )}
      {created && !expired ? (
        <Stack
          ref={shown}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Box
            data-testid="offer-qr"
            sx={{ p: 2, bgcolor: '#fff', borderRadius: 1, lineHeight: 0, alignSelf: 'center' }}
          >
            {/* The offer goes by value (decision 0020): a long text, so the lowest error correction keeps it readable. */}
            <QRCodeSVG
              value={created.offerUri}
              size={256}
              level="L"
              marginSize={2}
              title={t('endorsements.offer.qrAlt')}
            />
          </Box>
          <Stack spacing={1}>
            <Typography variant="body2">{t('endorsements.offer.codeLabel')}</Typography>
            <Typography
              data-testid="offer-code"
              component="p"
              sx={{ fontFamily: 'monospace', fontSize: '2rem', letterSpacing: '0.3em', m: 0 }}
            >
              {created.txCode}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('endorsements.offer.validUntil', { time: formatDateTime(created.expiresAt) })}
            </Typography>
            <Button
              variant="text"
              href={created.offerUri}
              startIcon={<OpenInNewOutlined />}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('endorsements.offer.openWallet')}
            </Button>
            <Box>{button}</Box>
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {expired && <Typography variant="body2">{t('endorsements.offer.expired')}</Typography>}
          {button}
        </Stack>
      )}
    </Box>
  );
}
