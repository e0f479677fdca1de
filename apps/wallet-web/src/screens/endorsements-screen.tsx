import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { decodeJWT } from 'did-jwt';
import { QRCodeSVG } from 'qrcode.react';
import { formatCalendarDay, type TEndorsement } from '@sigil/core';
import { ChainOfTrust } from '../components/chain-of-trust';
import { ErrorText } from '../components/error-text';
import { Loading } from '../components/loading';
import { Screen } from '../components/screen';
import { liveStatus, type TLiveStatus } from '../wallet/credential-status';
import { myEndorsements } from '../wallet/endorsements';
import { walletServerUrl } from '../wallet/server';

/** The holder's credentials: who issued them, for which role, when, and their live status. */
export function EndorsementsScreen() {
  const { t } = useTranslation();
  const [endorsements, setEndorsements] = useState<TEndorsement[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let current = true;
    myEndorsements().then(
      (list) => current && setEndorsements(list),
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <Screen heading={t('endorsements.heading')}>
      {error ? (
        <ErrorText error={error} />
      ) : endorsements === null ? (
        <Loading />
      ) : endorsements.length === 0 ? (
        <Typography>{t('endorsements.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {endorsements.map((endorsement) => (
            <li key={endorsement.memberId}>
              <EndorsementCard endorsement={endorsement} />
            </li>
          ))}
        </Stack>
      )}
    </Screen>
  );
}

const STATUS_COLOUR = { valid: 'success', revoked: 'error', unknown: 'default' } as const;

function EndorsementCard({ endorsement }: { endorsement: TEndorsement }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TLiveStatus | 'checking'>('checking');
  const [shown, setShown] = useState<'none' | 'qr'>('none');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    let current = true;
    void liveStatus(endorsement.jwt, walletServerUrl()).then((live) => current && setStatus(live));
    return () => {
      current = false;
    };
  }, [endorsement.jwt]);

  const copy = async () => {
    await navigator.clipboard.writeText(endorsement.jwt);
    setCopied(true);
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      aria-label={`${endorsement.roleType} · ${endorsement.organizationName}`}
      component="section"
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {endorsement.roleType}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {endorsement.organizationName}
            </Typography>
          </Box>
          <Chip
            data-testid="live-status"
            aria-live="polite"
            label={t(`endorsements.status.${status}`)}
            color={status === 'checking' ? 'default' : STATUS_COLOUR[status]}
            variant={status === 'valid' ? 'filled' : 'outlined'}
          />
        </Stack>
        <Typography variant="body2">
          {t('endorsements.issued', { date: formatCalendarDay(endorsement.issuedAt.slice(0, 10)) })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<ContentCopyIcon />}
            onClick={() => void copy()}
            aria-live="polite"
          >
            {copied ? t('endorsements.copied') : t('endorsements.copy')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<QrCode2Icon />}
            aria-expanded={shown === 'qr'}
            onClick={() => setShown(shown === 'qr' ? 'none' : 'qr')}
          >
            {shown === 'qr' ? t('endorsements.hideQr') : t('endorsements.showQr')}
          </Button>
        </Stack>
        {shown === 'qr' && (
          <Box
            sx={{
              bgcolor: '#fff',
              p: 1.5,
              borderRadius: 1,
              lineHeight: 0,
              alignSelf: 'center',
              maxWidth: '100%',
            }}
          >
            <QRCodeSVG
              value={endorsement.jwt}
              size={300}
              level="L"
              role="img"
              aria-label={t('endorsements.qrLabel')}
              style={{ maxWidth: '100%', height: 'auto' }}
            />
          </Box>
        )}
        <Accordion disableGutters variant="outlined" sx={{ '&::before': { display: 'none' } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography>{t('endorsements.decoded')}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Box
              component="pre"
              sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {decoded(endorsement.jwt)}
            </Box>
          </AccordionDetails>
        </Accordion>
        {status === 'unknown' && <Alert severity="warning">{t('endorsements.statusUnknown')}</Alert>}
        <ChainOfTrust jwt={endorsement.jwt} />
      </Stack>
    </Paper>
  );
}

function decoded(jwt: string): string {
  try {
    return JSON.stringify(decodeJWT(jwt).payload, null, 2);
  } catch {
    return jwt;
  }
}
