import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ZTrqpMetadata } from '@sigil/core';
import { verifyEndorsement } from '@sigil/core/verify';
import { normaliseBaseUrl } from '../protocol';
import { registryResolver } from '../signatures';
import { print } from './output';

const MARKS = { true: 'ok  ', false: 'FAIL', null: '—   ' } as const;

/**
 * check <credential> [--server URL] [--registry DID]: walks an endorsement (a VC-JWT, in a file, as
 * text, or - for stdin) up to the registry, as any verifier can (docs/trust-model.md): its
 * signature, its status, its issuer's accreditation, that accreditation's status, and the
 * registry. The registry trusted is --registry, else the one the server names at /trqp/metadata.
 */
export async function checkCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: { server: { type: 'string' }, registry: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1)
    throw new Error('Give one credential: a file holding its VC-JWT, the text itself, or - for stdin');
  const server = values.server ?? process.env.SIGIL_SERVER;
  if (!server) throw new Error('Missing --server URL (or SIGIL_SERVER): the registry that resolves the DIDs');
  const baseUrl = normaliseBaseUrl(server);
  const jwt = await readCredential(positionals[0]!);
  const registryDid = values.registry ?? (await registryOf(baseUrl));
  const result = await verifyEndorsement(jwt, { resolver: registryResolver(baseUrl), registryDid });
  print(
    [
      values.registry
        ? `Trusting the registry ${registryDid}`
        : `Trusting the registry ${registryDid}, as ${baseUrl} names it (pin it with --registry)`,
      `Endorsement of ${result.holder ?? 'an unknown holder'}${result.role ? ` as "${result.role}"` : ''} by ${result.issuer ?? 'an unknown issuer'}`,
      ...result.steps.map(
        (step) => `  ${MARKS[String(step.ok) as keyof typeof MARKS]} ${step.step}: ${step.words}`,
      ),
    ].join('\n'),
  );
  if (!result.verified) throw new Error('The endorsement does not verify up to the registry');
  print('Verified up to the registry.');
}

async function readCredential(source: string): Promise<string> {
  if (source === '-') {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8').trim();
  }
  if (/^[\w-]+\.[\w-]+\.[\w-]+$/.test(source)) return source;
  return (await readFile(source, 'utf8')).trim();
}

/** The registry DID the server names (TRQP metadata). */
async function registryOf(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/trqp/metadata`);
  if (!response.ok) throw new Error(`${baseUrl}/trqp/metadata answered ${response.status}`);
  return ZTrqpMetadata.parse(await response.json()).id;
}
