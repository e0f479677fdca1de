import { describe, expect, it } from 'vitest';
import { isTimeZone, ZTimeZone } from './activities';

describe('isTimeZone', () => {
  it('knows an IANA time zone each time it is asked, and UTC', () => {
    expect([isTimeZone('Europe/Berlin'), isTimeZone('Europe/Berlin'), isTimeZone('UTC')]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('refuses a name the runtime does not know, before and after a known one', () => {
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(ZTimeZone.safeParse('Mars/Olympus').success).toBe(false);
    expect(ZTimeZone.parse(undefined)).toBe('UTC');
  });
});
