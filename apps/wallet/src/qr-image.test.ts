import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
