import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from '../schemas/messages';
import { contactQrText, createQuickContactForm, parseContactQr, ZQuickContactRequest } from './contacts';

const DID = 'did:sigil:0x1111111111111111111111111111111111111111';

describe('quick contact contracts', () => {
  it('trims, lower-cases the DID and fills the optional fields with blanks', () => {
    expect(
      ZQuickContactRequest.parse({ name: ' Ada ', did: DID.toUpperCase().replace('DID:SIGIL', 'did:sigil') }),
    ).toEqual({
      name: 'Ada',
      did: DID,
      email: '',
      organisation: '',
      note: '',
    });
  });

  it('refuses, in the form, a DID of another method and a broken e-mail, each on its field', () => {
    const issues = createQuickContactForm('sigil').safeParse({
      name: 'A',
      did: 'did:web:x.example',
      email: 'a@b..c',
    }).error!.issues;
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', M.emailInvalid],
      ['did', M.didInvalid],
    ]);
    expect(createQuickContactForm('ethr').safeParse({ name: 'A', did: DID }).success).toBe(false);
  });

  it('reads back the contact QR it writes, and nothing else', () => {
    expect(parseContactQr(contactQrText({ did: DID, name: 'Ada' }))).toEqual({
      v: 1,
      kind: 'contact',
      did: DID,
      name: 'Ada',
    });
    expect(parseContactQr('{"v":1,"kind":"auth","txid":"x"}')).toBeNull();
    expect(parseContactQr('not json')).toBeNull();
  });
});
