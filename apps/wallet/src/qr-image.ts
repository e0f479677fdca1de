import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { isErrnoCode } from './errors';

/** Reads the QR code in a PNG image (a file path or the file's bytes) and returns its text. */
export async function decodeQrImage(image: string | Uint8Array): Promise<string> {
  const bytes = typeof image === 'string' ? await readImageFile(image) : image;
  const png = readPng(bytes);
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('No QR code found in the image');
  return code.data;
}

async function readImageFile(path: string): Promise<Uint8Array> {
  try {
    return await readFile(path);
  } catch (error) {
    if (isErrnoCode(error, 'ENOENT')) throw new Error(`No such file: ${path}`, { cause: error });
    throw new Error(`Cannot read ${path}`, { cause: error });
  }
}

function readPng(bytes: Uint8Array): PNG {
  try {
    return PNG.sync.read(Buffer.from(bytes));
  } catch (error) {
    throw new Error('The image is not a readable PNG file', { cause: error });
  }
}
