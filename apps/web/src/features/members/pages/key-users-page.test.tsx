import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  decryptKeystore,
  didKeyFromPrivateKey,
  isDid,
  MEMBER_MESSAGES,
  ROLE_TYPES,
  type TKeystoreFile,
} from '@sigil/core';
import { apiError, mockApi, type MockRequest } from '../../../test/api-mock';
import {
  expectNoSeriousAxeViolations,
  openScreen,
  PAGE_LOAD,
  PAGE_TEST_TIMEOUT,
} from '../../../test/page-test';
import { signInOrganisation } from '../../../test/render-app';
import { createMemberIn, MEMBERS } from '../testing';

const CREATE = 'POST /api/v1/key-users';
const PASSPHRASE = 'correct horse battery staple';

/** What the page handed to the browser's download: the file's name and its blob. */
interface Download {
  fileName: string;
  blob: Blob;
}
let downloads: Download[];
let blobs: Map<string, Blob>;

beforeEach(() => {
  downloads = [];
  blobs = new Map();
  // jsdom has no blob URLs and does not download: record what would be saved.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ fileName: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(new Error('The blob could not be read', { cause: reader.error }));
    reader.readAsText(blob);
  });

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

async function openPage() {
  signInOrganisation(ROLE_TYPES.userAdmin);
  return openScreen('/user/key', 'Key Users');
}

async function fillDialog(
  user: Awaited<ReturnType<typeof openPage>>['user'],
  name: string,
  again = PASSPHRASE,
) {
  await user.click(screen.getByRole('button', { name: 'Create new key user' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.type(dialog.getByRole('textbox', { name: /^Name/ }), name);
  await user.type(dialog.getByLabelText(/^Passphrase/), PASSPHRASE);
  await user.type(dialog.getByLabelText(/^Repeat the passphrase/), again);
  return dialog;
}

/** A member as the server answers POST /api/v1/key-users. */
const registered = (request: MockRequest) => {
  const { name, did } = request.body as { name: string; did: string };
  return createMemberIn('machineUser', { Name: name, MemberDid: did, EmailId: '', KeyUser: true });
};

describe('key users', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it("lists the organisation's key users only: Name, DID, Created At", async () => {
    const robot = createMemberIn('machineUser', { Name: 'Billing robot', KeyUser: true });
    mockApi({
      [MEMBERS]: [robot, createMemberIn('machineUser', { Name: 'Invited machine' }), createMemberIn('admin')],
    });
    await openPage();
    await screen.findByRole('cell', { name: 'Billing robot' }, PAGE_LOAD);
    expect(screen.getAllByTestId('key-user-row')).toHaveLength(1);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'DID', 'Created At', 'Actions']);
    await expectNoSeriousAxeViolations();
  });

  it('makes the key in the browser, registers only its public key and DID, then offers the keystore once', async () => {
    let members = [createMemberIn('machineUser', { Name: 'Billing robot', KeyUser: true })];
    const api = mockApi({
      [MEMBERS]: () => members,
      [CREATE]: (request) => {
        const member = registered(request);
        members = [...members, member];
        return Response.json(member, { status: 201 });
      },
    });
    const { user } = await openPage();
    const dialog = await fillDialog(user, 'Invoice robot');
    await expectNoSeriousAxeViolations();
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    // scrypt at the wallet's full cost runs first: on a busy machine it takes seconds.
    expect(await screen.findByText('Create new key user successfully', {}, { timeout: 10_000 })).toBeTruthy();
    const [post] = api.callsTo(CREATE);
    const body = post?.body as { name: string; publicKey: string; did: string };
    expect(Object.keys(body).sort()).toEqual(['did', 'name', 'publicKey']);
    expect(body.name).toBe('Invoice robot');
    expect(body.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(isDid(body.did)).toBe(true);

    // Offered once, under the wallet's file name.
    const download = await screen.findByRole('button', { name: 'Download keystore.json' });
    expect(screen.getByTestId('key-user-did').textContent).toBe(body.did);
    expect(screen.getByText(/cannot be downloaded again/)).toBeTruthy();
    await expectNoSeriousAxeViolations();
    // Close before the download asks first, and Keep open keeps the keystore on offer.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText(/Close without downloading keystore.json\?/)).toBeTruthy();
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Keep open' }));
    expect(screen.queryByText(/Close without downloading/)).toBeNull();
    await user.click(download);
    expect(downloads.map((file) => file.fileName)).toEqual(['keystore.json']);
    expect(screen.queryByRole('button', { name: 'Download keystore.json' })).toBeNull();
    expect(await screen.findByText(/keystore.json downloaded/)).toBeTruthy();

    // The file holds the key of the registered DID, sealed under the passphrase.
    const keystore = JSON.parse(await readText(downloads[0]!.blob)) as TKeystoreFile;
    expect(keystore).toMatchObject({
      version: 1,
      type: 'sigil-wallet-keystore',
      profile: { name: 'Invoice robot' },
    });
    const privateKey = await decryptKeystore(keystore, PASSPHRASE);
    expect(didKeyFromPrivateKey(privateKey)).toMatchObject({ publicKey: body.publicKey, did: body.did });

    // Neither the private key nor the passphrase went to the server, in this or any request.
    const sent = JSON.stringify(api.calls.map((call) => call.body ?? null));
    expect(sent).not.toContain(PASSPHRASE);
    expect(sent).not.toContain(toHex(privateKey));
    expect(sent).not.toContain(keystore.crypto.ciphertext);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('cell', { name: 'Invoice robot' }, PAGE_LOAD)).toBeTruthy();
  });

  it("shows the server's refusal and offers no keystore", async () => {
    const api = mockApi({ [MEMBERS]: [], [CREATE]: () => apiError(409, MEMBER_MESSAGES.didTaken) });
    const { user } = await openPage();
    const dialog = await fillDialog(user, 'Invoice robot');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('This DID is already registered', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.callsTo(CREATE)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
    expect(downloads).toEqual([]);
  });

  it('asks for a name and the same passphrase twice, of at least 12 characters', async () => {
    const api = mockApi({ [MEMBERS]: [] });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Create new key user' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/under the passphrase you choose \(at least 12 characters\)/)).toBeTruthy();
    await user.type(dialog.getByLabelText(/^Passphrase/), 'too short');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Name is required')).toBeTruthy();
    expect(dialog.getByText('The passphrase needs at least 12 characters')).toBeTruthy();

    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Invoice robot');
    await user.clear(dialog.getByLabelText(/^Passphrase/));
    await user.type(dialog.getByLabelText(/^Passphrase/), PASSPHRASE);
    await user.type(dialog.getByLabelText(/^Repeat the passphrase/), `${PASSPHRASE}!`);
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('The passphrases differ')).toBeTruthy();
    expect(api.callsTo(CREATE)).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('removes a key user as any user, after the same question', async () => {
    const robot = createMemberIn('machineUser', { Name: 'Billing robot', KeyUser: true });
    const remove = `DELETE /api/v1/members/${robot.MemberID}`;
    const api = mockApi({ [MEMBERS]: [robot], [remove]: { message: 'Member removed' } });
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Billing robot' }, PAGE_LOAD));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to remove this User?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Member removed')).toBeTruthy();
    expect(api.callsTo(remove)[0]?.query.get('memberDid')).toBe(robot.MemberDid);
  });
});
