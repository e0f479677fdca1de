import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_QR_ORG_NAME_MAX_BYTES, authQrLink, orgNameForQr } from '@sigil/core';
import { describeRequest, parseQr } from './protocol';
import { decodeQrImage } from './qr-image';
import { createQr } from './testing/factories';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sigil-qr-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function blankPng(): Buffer {
  const png = new PNG({ width: 120, height: 120 });
  png.data.fill(255);
  return PNG.sync.write(png);
}

describe('decodeQrImage', () => {
  it('reads back the text of a QR code PNG, from bytes and from a file', async () => {
    const text = JSON.stringify(createQr({ org: { name: 'Acme Ltd' } }));
    const image = await QRCode.toBuffer(text);
    expect(await decodeQrImage(image)).toBe(text);

    const file = join(dir, 'login.png');
    await writeFile(file, image);
    expect(await decodeQrImage(file)).toBe(text);
  });

  it('reads the largest signup QR code at the size the console draws it, and the wallet shows its name', async () => {
    // The server's signup QR code holds the reference and a name of at most AUTH_QR_ORG_NAME_MAX_BYTES,
    // whatever the other fields hold; the heaviest name is one in a 3-byte script.
    const name = orgNameForQr('漢'.repeat(100));
    expect(Buffer.byteLength(name)).toBe(AUTH_QR_ORG_NAME_MAX_BYTES);
    // The link the console draws (a phone's camera app opens it).
    const text = authQrLink(
      createQr({
        intent: 'orgsignup',
        mode: undefined,
        baseUrl: 'https://console.sigil.example.org',
        org: { name },
      }),
    );
    // As the console's QRCodeSVG: error correction M, 232 px, a margin of 2 modules.
    const image = await QRCode.toBuffer(text, { errorCorrectionLevel: 'M', width: 232, margin: 2 });
    const decoded = await decodeQrImage(image);
    expect(decoded).toBe(text);
    expect(describeRequest(parseQr(decoded))).toContain(`Organisation: ${name}`);
  });

  it('says so when the image holds no QR code', async () => {
    await expect(decodeQrImage(blankPng())).rejects.toThrow('No QR code found in the image');
  });

  it('says so when the file is missing or not a PNG', async () => {
    await expect(decodeQrImage(join(dir, 'missing.png'))).rejects.toThrow(
      `No such file: ${join(dir, 'missing.png')}`,
    );
    await expect(decodeQrImage(Buffer.from('GIF89a'))).rejects.toThrow(
      'The image is not a readable PNG file',
    );
  });
});
