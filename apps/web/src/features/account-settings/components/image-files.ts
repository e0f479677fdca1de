import { LOGO_MAX_BYTES, LOGO_TYPES, SETTINGS_MESSAGES as SM } from '@sigil/core';

const AVATAR_SIZE = 128;

/** A picture made into the spec's avatar: a square JPEG of 128 px, as a data: URL. */
export async function jpegAvatarFrom(file: File): Promise<string> {
  const image = await createImageBitmap(file);
  const side = Math.min(image.width, image.height);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the picture');
  context.drawImage(
    image,
    (image.width - side) / 2,
    (image.height - side) / 2,
    side,
    side,
    0,
    0,
    AVATAR_SIZE,
    AVATAR_SIZE,
  );
  image.close();
  return canvas.toDataURL('image/jpeg', 0.85);
}

/** Why this file cannot be a logo (the server's own messages), or null: checked before it is sent. */
export function logoProblem(file: File): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return SM.logoType;
  if (file.size > LOGO_MAX_BYTES) return SM.logoTooLarge;
  return null;
}
