import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

/**
 * A video for Chromium's fake camera (--use-fake-device-for-media-stream
 * --use-file-for-fake-video-capture=<file>): one still frame, in YUV4MPEG2 (4:2:0, BT.601), of a PNG
 * (a QR code's screenshot; none: a blank picture) centred on a white 640 × 480 picture and scaled up by whole pixels, so
 * the wallet's scanner sees what a phone held to the console would. Chromium plays it in a loop.
 */
const WIDTH = 640;
const HEIGHT = 480;

export function writeCameraVideo(png: Buffer | null, file: string): void {
  const image = png ? PNG.sync.read(png) : new PNG({ width: 1, height: 1, fill: true });
  const scale = Math.max(1, Math.floor(Math.min((WIDTH * 0.8) / image.width, (HEIGHT * 0.8) / image.height)));
  const left = Math.floor((WIDTH - image.width * scale) / 2);
  const top = Math.floor((HEIGHT - image.height * scale) / 2);
  const rgb = (x: number, y: number): [number, number, number] => {
    const ix = Math.floor((x - left) / scale);
    const iy = Math.floor((y - top) / scale);
    if (ix < 0 || iy < 0 || ix >= image.width || iy >= image.height) return [255, 255, 255];
    const at = (iy * image.width + ix) * 4;
    const alpha = image.data[at + 3]! / 255;
    const blend = (value: number) => Math.round(value * alpha + 255 * (1 - alpha));
    return [blend(image.data[at]!), blend(image.data[at + 1]!), blend(image.data[at + 2]!)];
  };
  const luma = Buffer.alloc(WIDTH * HEIGHT);
  const blue = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const red = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const [r, g, b] = rgb(x, y);
      luma[y * WIDTH + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (x % 2 === 0 && y % 2 === 0) {
        const at = (y / 2) * (WIDTH / 2) + x / 2;
        blue[at] = clamp(Math.round(-0.169 * r - 0.331 * g + 0.5 * b + 128));
        red[at] = clamp(Math.round(0.5 * r - 0.419 * g - 0.081 * b + 128));
      }
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  writeFileSync(file, Buffer.concat([header, luma, blue, red]));
}

function clamp(value: number): number {
  return Math.min(255, Math.max(0, value));
}
