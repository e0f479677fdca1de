import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { decodeJWT } from 'did-jwt';
import QRCode from 'qrcode';
import { describe, expect, inject, it, type TestContext } from 'vitest';
import { ZAnswerInvitationRequest } from '@sigil/core';
import { createPendingInvitation, createQr } from './testing/factories';
import { closedPortUrl, startJsonServer, type TestServer } from './testing/http-server';
import { startInvitationServer } from './testing/invitation-server';

/** The real bin compiles the TypeScript at every start; the run's bundle (testing/global-setup.ts) is the same code, started faster. */
const REAL_BIN = resolve(import.meta.dirname, '../bin/sigil-wallet.mjs');
const BIN = inject('walletCliBundle') ?? REAL_BIN;
const DID_PATTERN = /^did:sigil:0x[0-9a-f]{40}$/;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

interface Sandbox {
  home: string;
  wallet: (...args: string[]) => Promise<Run>;
  initWallet: (...extra: string[]) => Promise<string>;
  serve: (reply: Parameters<typeof startJsonServer>[0]) => Promise<TestServer>;
  serveInvitations: (routes?: Parameters<typeof startInvitationServer>[0]) => Promise<TestServer>;
}

/** A wallet home of its own per test, removed afterwards. */
async function sandbox({ onTestFinished }: TestContext): Promise<Sandbox> {
  const home = await mkdtemp(join(tmpdir(), 'sigil-wallet-cli-'));
  const servers: TestServer[] = [];
  onTestFinished(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await rm(home, { recursive: true, force: true });
  });

  // Asynchronous on purpose: the local test server must keep answering while the CLI runs.
  const wallet = (...args: string[]): Promise<Run> => {
    const env: NodeJS.ProcessEnv = { ...process.env, WALLET_HOME: home };
    delete env.WALLET_PASSPHRASE;
    delete env.DID_METHOD;
    return new Promise((done) => {
      const child = execFile(process.execPath, [BIN, ...args], { env }, (error, stdout, stderr) => {
        done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      });
      child.stdin?.end();
    });
  };

  return {
    home,
    wallet,
    async initWallet(...extra) {
      const run = await wallet('init', '--passphrase', 'secret', ...extra);
      expect(run.code).toBe(0);
      return run.stdout.trim();
    },
    async serve(reply) {
      const server = await startJsonServer(reply);
      servers.push(server);
      return server;
    },
    async serveInvitations(routes) {
      const server = await startInvitationServer(routes);
      servers.push(server);
      return server;
    },
  };
}

describe('sigil-wallet CLI', () => {
  it('init creates a key and prints its DID; did prints the same DID', async (context) => {
    const { home, wallet } = await sandbox(context);
    const init = await wallet('init', '--passphrase', 'secret');
    expect(init.code).toBe(0);
    expect(init.stdout.trim()).toMatch(DID_PATTERN);
    expect((await stat(join(home, 'keystore.json'))).mode & 0o777).toBe(0o600);

    const did = await wallet('did', '--passphrase', 'secret');
    expect(did).toEqual({ code: 0, stdout: init.stdout, stderr: '' });
  });

  it('refuses a wrong passphrase with one line and exit code 1', async (context) => {
    const { wallet, initWallet } = await sandbox(context);
    await initWallet();
    expect(await wallet('did', '--passphrase', 'guess')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Error: Wrong passphrase\n',
    });
  });

  it('says how to start when there is no wallet', async (context) => {
    const { wallet } = await sandbox(context);
    expect(await wallet('did', '--passphrase', 'secret')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Error: No wallet found: run sigil-wallet init\n',
    });
  });

  it('does not replace a wallet without --force', async (context) => {
    const { wallet, initWallet } = await sandbox(context);
    const first = await initWallet();
    const again = await wallet('init', '--passphrase', 'secret');
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Error: A wallet already exists at .*--force.*\n$/);
    const forced = await initWallet('--force');
    expect(forced).not.toBe(first);
  });

  it('asks for the passphrase by flag or environment when there is no terminal', async (context) => {
    const { wallet, initWallet } = await sandbox(context);
    await initWallet();
    expect((await wallet('did')).stderr).toBe(
      'Error: A passphrase is needed: pass --passphrase or set WALLET_PASSPHRASE\n',
    );
  });

  it('saves and shows the profile', async (context) => {
    const { wallet, initWallet } = await sandbox(context);
    await initWallet();
    const set = await wallet('profile', 'set', '--name', 'Ada Lovelace', '--email', 'ada@example.com');
    expect(set.code).toBe(0);
    expect((await wallet('profile', 'show')).stdout).toBe('Name:  Ada Lovelace\nEmail: ada@example.com\n');
    expect((await wallet('profile', 'set', '--email', 'not-an-email')).stderr).toBe(
      'Error: Not an email address: not-an-email\n',
    );
  });

  it('starts from the real bin (the TypeScript sources) as from the bundle', async (context) => {
    const { home } = await sandbox(context);
    const usage = (bin: string) =>
      new Promise<string>((done) =>
        execFile(
          process.execPath,
          [bin, '--help'],
          { env: { ...process.env, WALLET_HOME: home } },
          (_, stdout) => done(stdout),
        ),
      );
    const fromBin = await usage(REAL_BIN);
    expect(fromBin).toContain('Usage: sigil-wallet <command> [options]');
    expect(fromBin).toBe(await usage(BIN));
  });

  it('prints usage with --help and rejects unknown options in one line', async (context) => {
    const { wallet } = await sandbox(context);
    const help = await wallet('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: sigil-wallet <command> [options]');
    expect(await wallet('did', '--colour')).toEqual({
      code: 1,
      stdout: '',
      stderr: "Error: Unknown option '--colour' (see sigil-wallet --help)\n",
    });
  });

  it('scan --yes shows the request and approves it with the profile', async (context) => {
    const { wallet, initWallet, serve } = await sandbox(context);
    const did = await initWallet('--name', 'Ada Lovelace', '--email', 'ada@example.com');
    const server = await serve(() => ({ status: 200, body: { status: 'COMPLETED' } }));
    const qr = createQr({ baseUrl: server.url, mode: 'organisation' });

    const run = await wallet('scan', JSON.stringify(qr), '--yes', '--passphrase', 'secret');

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('asks you to log in as a member of an organisation.');
    expect(run.stdout).toContain(`Approved: ${new URL(server.url).host} received your answer as ${did}.`);
    const { payload } = decodeJWT((server.requests[0]?.body as { jwt: string }).jwt);
    expect(payload).toMatchObject({
      iss: did,
      txid: qr.txid,
      nonce: qr.nonce,
      approve: true,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
  });

  it('scan --deny refuses without sending the profile, reading the QR from a PNG', async (context) => {
    const { home, wallet, initWallet, serve } = await sandbox(context);
    await initWallet('--name', 'Ada Lovelace');
    const server = await serve(() => ({ status: 200, body: { status: 'REJECTED' } }));
    const image = join(home, 'qr.png');
    await writeFile(image, await QRCode.toBuffer(JSON.stringify(createQr({ baseUrl: server.url }))));

    const run = await wallet('scan', image, '--deny', '--passphrase', 'secret');

    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Refused: ');
    const { payload } = decodeJWT((server.requests[0]?.body as { jwt: string }).jwt);
    expect(payload.approve).toBe(false);
    expect(payload).not.toHaveProperty('name');
  });

  it('scan reports an expired QR, an unreachable server and a refusal in one line each', async (context) => {
    const { wallet, initWallet, serve } = await sandbox(context);
    await initWallet();
    const expired = JSON.stringify(createQr({ exp: Math.floor(Date.now() / 1000) - 5 }));
    expect(await wallet('scan', expired, '--yes', '--passphrase', 'secret')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Error: This QR code has expired\n',
    });

    const closed = await closedPortUrl();
    const unreachable = await wallet(
      'scan',
      JSON.stringify(createQr({ baseUrl: closed })),
      '--yes',
      '--passphrase',
      'secret',
    );
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toBe(`Error: Cannot reach the server at ${closed}\n`);

    const server = await serve(() => ({
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'Nonce mismatch' } },
    }));
    const refused = await wallet(
      'scan',
      JSON.stringify(createQr({ baseUrl: server.url })),
      '--yes',
      '--passphrase',
      'secret',
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('Error: The server refused: Nonce mismatch\n');
  });

  it('scan says so when the server turns an approval down', async (context) => {
    const { wallet, initWallet, serve } = await sandbox(context);
    await initWallet();
    const server = await serve(() => ({
      status: 200,
      body: { status: 'REJECTED', reason: 'NOT_ORGANISATION_ADMIN' },
    }));
    const qr = createQr({ baseUrl: server.url, mode: 'organisation' });

    const run = await wallet('scan', JSON.stringify(qr), '--yes', '--passphrase', 'secret');

    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'Error: The server refused: this DID is not an administrator of any organisation\n',
    );
  });

  it('scan without --yes or --deny and without a terminal does not answer', async (context) => {
    const { wallet, initWallet, serve } = await sandbox(context);
    await initWallet();
    const server = await serve(() => ({ status: 200 }));
    const run = await wallet(
      'scan',
      JSON.stringify(createQr({ baseUrl: server.url })),
      '--passphrase',
      'secret',
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('Error: Not answered: pass --yes to approve or --deny to refuse\n');
    expect(server.requests).toEqual([]);
  });

  it('token prints a wallet token from the server', async (context) => {
    const { wallet, initWallet, serve } = await sandbox(context);
    await initWallet();
    const server = await serve(() => ({
      status: 200,
      body: { token: 'wallet-session', expiresAt: '2030-01-01T00:00:00.000Z' },
    }));
    const run = await wallet('token', '--server', server.url, '--passphrase', 'secret');
    expect(run).toEqual({
      code: 0,
      stdout: 'wallet-session\n',
      stderr: 'Valid until 2030-01-01T00:00:00.000Z\n',
    });
  });

  it('invitation accept <link> answers the server the link names, with the profile, and prints its message', async (context) => {
    const { wallet, initWallet, serveInvitations } = await sandbox(context);
    await initWallet('--name', 'Ada Lovelace', '--email', 'ada@example.com');
    const server = await serveInvitations();
    const link = `${server.url}/endorsements?invitationCode=abc123`;

    const run = await wallet('invitation', 'accept', link, '--passphrase', 'secret');

    expect(run).toEqual({
      code: 0,
      stdout: 'Accepted successfully\n',
      stderr: `Server: ${server.url}\nAcme Ltd invited you to Auditor (invited by Grace Hopper).\n`,
    });
    expect(server.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/v1/auth/wallet',
      'POST /api/v1/invitations/claim',
      'PUT /api/v1/invitations/membershiprole/enroll',
    ]);
    expect(server.requests[1]?.body).toEqual({ invitationCode: 'abc123' });
    const answer = ZAnswerInvitationRequest.parse(server.requests[2]?.body);
    expect(answer).toMatchObject({
      invitationStatus: 'Accepted',
      membersRequiredParams: { name: 'Ada Lovelace', email: 'ada@example.com' },
      invitationCode: 'abc123',
    });
    expect(answer.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(server.requests[2]?.headers['x-auth-token']).toBe('wallet-token');
  });

  it('invitation reject <code> --server URL rejects it', async (context) => {
    const { wallet, initWallet, serveInvitations } = await sandbox(context);
    await initWallet();
    const server = await serveInvitations({
      'POST /api/v1/invitations/claim': () => ({
        status: 200,
        body: createPendingInvitation({ invitationCode: 'xyz', invitorName: '' }),
      }),
    });

    const run = await wallet('invitation', 'reject', 'xyz', '--server', server.url, '--passphrase', 'secret');

    expect(run).toEqual({
      code: 0,
      stdout: 'Rejected successfully\n',
      stderr: 'Acme Ltd invited you to Auditor.\n',
    });
    expect(server.requests[2]?.body).toMatchObject({
      invitationStatus: 'Rejected',
      membersRequiredParams: {},
      invitationCode: 'xyz',
    });
  });

  it("invitation prints a refusal as the server's words, with exit code 1", async (context) => {
    const { wallet, initWallet, serveInvitations } = await sandbox(context);
    await initWallet();
    const server = await serveInvitations({
      'POST /api/v1/invitations/claim': () => ({
        status: 410,
        body: { error: { code: 'GONE', message: 'This invitation has expired' } },
      }),
    });
    expect(
      await wallet('invitation', 'accept', 'abc', '--server', server.url, '--passphrase', 'secret'),
    ).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Error: The server refused: This invitation has expired\n',
    });
    expect(server.requests.map(({ path }) => path)).not.toContain(
      '/api/v1/invitations/membershiprole/enroll',
    );
  });

  it('invitation says what is missing in one line, before asking anything of the server', async (context) => {
    const { wallet } = await sandbox(context);
    // Each message is tested in commands/invitation.test.ts; here, that they reach the user as one line.
    const [noAction, noServer] = await Promise.all([
      wallet('invitation'),
      wallet('invitation', 'accept', 'abc'),
    ]);
    expect(noAction).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Error: Missing action: sigil-wallet invitation accept|reject <code or link>\n',
    });
    expect(noServer).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'Error: Missing --server URL (the console address, e.g. http://localhost:8080): a code alone does not say which server\n',
    });
  });

  it('contacts add reads a contact QR (text or PNG), keeps it by DID, and sends the book to the server', async (context) => {
    const { home, wallet, initWallet, serve } = await sandbox(context);
    const did = await initWallet();
    const ada = 'did:sigil:0x1111111111111111111111111111111111111111';
    const qrText = JSON.stringify({ v: 1, kind: 'contact', did: ada, name: 'Ada Lovelace' });

    const local = await wallet('contacts', 'add', qrText, '--no-sync', '--note', 'met at DIDcon');
    expect(local).toMatchObject({
      code: 0,
      stdout: `Added Ada Lovelace (${ada}): 1 contact in your address book.\n`,
    });

    const server = await serve((request) =>
      request.path.startsWith('/api/v1/auth/wallet')
        ? { status: 200, body: { token: 'wallet-session', expiresAt: '2030-01-01T00:00:00.000Z' } }
        : { status: 200, body: { added: 0, updated: 1, contacts: [] } },
    );
    const image = join(home, 'ada.png');
    await writeFile(image, await QRCode.toBuffer(qrText));
    const synced = await wallet(
      'contacts',
      'add',
      image,
      '--name',
      'Ada',
      '--server',
      server.url,
      '--passphrase',
      'secret',
    );
    expect(synced.code, synced.stderr).toBe(0);
    expect(synced.stdout).toContain('Synced: 0 added, 1 merged');
    const sync = server.requests.find((request) => request.path.startsWith('/api/quick-contacts/sync'))!;
    expect(sync.path).toBe(`/api/quick-contacts/sync?did=${encodeURIComponent(did)}`);
    // One entry per DID: the second add replaced the first, keeping nothing of it but the DID.
    expect(sync.body).toEqual({
      contacts: [{ name: 'Ada', did: ada, email: '', organisation: '', note: '' }],
    });
    expect((await wallet('contacts', 'list')).stdout).toBe(`Ada  ${ada}\n`);

    const notContact = await wallet(
      'contacts',
      'add',
      JSON.stringify(createQr({ baseUrl: server.url })),
      '--no-sync',
    );
    expect(notContact).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('This QR code is not a contact'),
    });
  });

  it('usage describes the invitation commands', async (context) => {
    const { wallet } = await sandbox(context);
    const help = await wallet('--help');
    expect(help.stdout).toContain('invitation accept <link | code>');
    expect(help.stdout).toContain('invitation reject <link | code>');
  });
});
