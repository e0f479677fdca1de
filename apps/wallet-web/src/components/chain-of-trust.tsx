import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import type { TEndorsementVerification } from '@sigil/core/verify';
import { checkChain } from '../wallet/chain';

type TState =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'failed' }
  | { phase: 'done'; result: TEndorsementVerification };

/** "Check the chain of trust": each step of the core verifier, said in the wallet's language. */
export function ChainOfTrust({ jwt }: { jwt: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<TState>({ phase: 'idle' });
  const check = () => {
    setState({ phase: 'checking' });
    checkChain(jwt).then(
      (result) => setState({ phase: 'done', result }),
      () => setState({ phase: 'failed' }),
    );
  };

  if (state.phase === 'idle' || state.phase === 'checking') {
    return (
      <Button
        size="small"
        variant="outlined"
        onClick={check}
        disabled={state.phase === 'checking'}
        sx={{ alignSelf: 'flex-start' }}
      >
        {state.phase === 'checking' ? t('endorsements.chain.checking') : t('endorsements.chain.check')}
      </Button>
    );
  }
  if (state.phase === 'failed') return <Alert severity="warning">{t('endorsements.chain.failed')}</Alert>;
  const { result } = state;
  return (
    <Box component="section" aria-labelledby="chain-heading" data-testid="chain-of-trust">
      <Typography id="chain-heading" variant="subtitle2" component="h3">
        {t('endorsements.chain.heading')}
      </Typography>
      <Alert severity={result.verified ? 'success' : 'error'} sx={{ my: 1 }}>
        {result.verified ? t('endorsements.chain.verified') : t('endorsements.chain.notVerified')}
      </Alert>
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {result.steps.map((step) => (
          <Stack component="li" key={step.step} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {step.ok === true ? (
              <CheckCircleOutlineIcon color="success" fontSize="small" aria-hidden />
            ) : step.ok === false ? (
              <HighlightOffIcon color="error" fontSize="small" aria-hidden />
            ) : (
              <RemoveCircleOutlineIcon color="disabled" fontSize="small" aria-hidden />
            )}
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              <strong>{t(`endorsements.chain.steps.${step.step}`)}:</strong>{' '}
              {t(`endorsements.chain.outcomes.${step.outcome}`, step.facts)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
