import Box from '@mui/material/Box';
import { formatDateTime, type TActorRef } from '@sigil/core';
import { DidText } from './did-text';

const secondary = { color: 'text.secondary', fontSize: '0.8125rem' } as const;

/** Who took a step: the name, the DID (shortened) and, given one, when; a dash for nobody. */
export function ActorText({ actor, at }: { actor: TActorRef | null; at?: string | null }) {
  if (!actor) return <>—</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      <span>{actor.name || '—'}</span>
      <Box component="span" sx={secondary}>
        <DidText did={actor.did} />
      </Box>
      {at && (
        <Box component="span" sx={{ ...secondary, whiteSpace: 'nowrap' }}>
          {formatDateTime(at)}
        </Box>
      )}
    </Box>
  );
}
