import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { visuallyHidden } from './visually-hidden';

const KEEP_AFTER_PREFIX = 6;
const KEEP_AT_END = 4;

/** did:sigil:0x1a2b3c…9f3e — the method and the first and last digits, the middle elided. */
export function shortDid(did: string): string {
  const prefixEnd = did.indexOf(':0x') >= 0 ? did.indexOf(':0x') + 3 : did.lastIndexOf(':') + 1;
  const head = did.slice(0, prefixEnd + KEEP_AFTER_PREFIX);
  return did.length <= head.length + KEEP_AT_END + 1 ? did : `${head}…${did.slice(-KEEP_AT_END)}`;
}

/**
 * A DID in a table: shortened with a middle ellipsis, the whole DID on hover or focus, copied on
 * click (or Enter). Not a button: a row's buttons are its actions (decided rows have none, spec §2).
 * Empty or missing values show the table's dash.
 */
export function DidText({ did }: { did: string | null | undefined }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  if (!did) return <>—</>;

  const copy = () =>
    navigator.clipboard.writeText(did).then(
      () => enqueueSnackbar(t('did.copied'), { variant: 'success' }),
      () => enqueueSnackbar(t('did.copyFailed'), { variant: 'error' }),
    );

  return (
    <Tooltip title={did} describeChild>
      <Box
        component="span"
        tabIndex={0}
        onClick={() => void copy()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void copy();
        }}
        // Wraps like the table's other long values, so a narrow table never scrolls sideways. An
        // inline block: wrapped over two lines, its whole box still takes the pointer (hover, click).
        sx={{ position: 'relative', display: 'inline-block', overflowWrap: 'anywhere', cursor: 'copy' }}
        data-testid="did-text"
      >
        <Box component="span" sx={visuallyHidden} data-sr-only>
          {did}
        </Box>
        <span aria-hidden>{shortDid(did)}</span>
      </Box>
    </Tooltip>
  );
}
