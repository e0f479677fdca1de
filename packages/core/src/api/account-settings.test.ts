import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES as SM, ZProfileSettings, imageTypeOf } from './account-settings';

describe('account settings contracts', () => {
  it('tells a logo type by its first bytes, not by what a file says it is', () => {
    expect(imageTypeOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(imageTypeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('<svg onload="alert(1)"/>'))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });

  it('takes a JPEG data URL as the avatar, or none; nothing else', () => {
    expect(ZProfileSettings.safeParse({ name: 'A', avatar: 'data:image/jpeg;base64,/9j/AA==' }).success).toBe(
      true,
    );
    expect(ZProfileSettings.safeParse({ name: 'A', avatar: null }).success).toBe(true);
    for (const avatar of [
      'data:image/png;base64,iVBO',
      'javascript:alert(1)',
      `data:image/jpeg;base64,${'A'.repeat(200_001)}`,
    ]) {
      expect(ZProfileSettings.safeParse({ name: 'A', avatar }).error?.issues[0]?.message).toBe(
        SM.avatarInvalid,
      );
    }
  });
});
