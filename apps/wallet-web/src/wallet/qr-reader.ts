import { BarcodeDetector as ZXingBarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * Reads QR codes from the camera's frames or from an image: the browser's own BarcodeDetector
 * where it has one (Android's Chrome, Safari), else the same API over ZXing's WebAssembly
 * (barcode-detector), loaded from this server, never from a CDN.
 */

type Detector = Pick<ZXingBarcodeDetector, 'detect'>;

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
});

let detector: Promise<Detector> | undefined;

async function qrDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: typeof ZXingBarcodeDetector }).BarcodeDetector;
  if (native && (await native.getSupportedFormats()).includes('qr_code'))
    return new native({ formats: ['qr_code'] });
  return new ZXingBarcodeDetector({ formats: ['qr_code'] });
}

/** The text of the first QR code in the image, or null when it holds none. */
export async function readQrCode(image: ImageBitmapSource): Promise<string | null> {
  detector ??= qrDetector();
  const codes = await (await detector).detect(image);
  return codes.find((code) => code.rawValue !== '')?.rawValue ?? null;
}
