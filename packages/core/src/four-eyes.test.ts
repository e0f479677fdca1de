import { describe, expect, it } from 'vitest';
import { membershipRequestStepsTaken, schemeStepsTaken, tookEarlierStep } from './four-eyes';

const MAKER = 'did:sigil:0xabcdef1111111111111111111111111111111111';
const EDITOR = 'did:sigil:0x2222222222222222222222222222222222222222';
const CHECKER = 'did:sigil:0x3333333333333333333333333333333333333333';
const REQUESTER = 'did:sigil:0x4444444444444444444444444444444444444444';
const SOMEONE_ELSE = 'did:sigil:0x5555555555555555555555555555555555555555';

describe('four eyes on a scheme version', () => {
  const created = schemeStepsTaken({ createdBy: { did: MAKER }, editedBy: { did: EDITOR }, checkedBy: null });
  const checked = schemeStepsTaken({
    createdBy: { did: MAKER },
    editedBy: { did: EDITOR },
    checkedBy: { did: CHECKER },
  });

  it('keeps its maker and its last editor from checking it', () => {
    expect(tookEarlierStep(created, 'check', MAKER)).toBe(true);
    expect(tookEarlierStep(created, 'check', EDITOR)).toBe(true);
    expect(tookEarlierStep(created, 'check', CHECKER)).toBe(false);
  });

  it('keeps its maker, its last editor and its checker from approving it', () => {
    expect(tookEarlierStep(checked, 'approve', MAKER)).toBe(true);
    expect(tookEarlierStep(checked, 'approve', EDITOR)).toBe(true);
    expect(tookEarlierStep(checked, 'approve', CHECKER)).toBe(true);
    expect(tookEarlierStep(checked, 'approve', SOMEONE_ELSE)).toBe(false);
  });
});

describe('four eyes on a membership request', () => {
  const enrolment = { createdBy: { did: MAKER }, requesterDid: REQUESTER };
  const sent = membershipRequestStepsTaken({ ...enrolment, checkedBy: null });
  const checked = membershipRequestStepsTaken({ ...enrolment, checkedBy: { did: CHECKER } });

  it('keeps whoever sent it, and the requester, from checking it', () => {
    expect(tookEarlierStep(sent, 'check', MAKER)).toBe(true);
    expect(tookEarlierStep(sent, 'check', REQUESTER)).toBe(true);
    expect(tookEarlierStep(sent, 'check', SOMEONE_ELSE)).toBe(false);
  });

  it('keeps whoever sent it, the requester and the checker from approving it', () => {
    expect(tookEarlierStep(checked, 'approve', MAKER)).toBe(true);
    expect(tookEarlierStep(checked, 'approve', REQUESTER)).toBe(true);
    expect(tookEarlierStep(checked, 'approve', CHECKER)).toBe(true);
    expect(tookEarlierStep(checked, 'approve', SOMEONE_ELSE)).toBe(false);
  });

  it("lets the checker's DID through at the check itself (nobody has checked yet)", () => {
    expect(tookEarlierStep(checked, 'check', CHECKER)).toBe(false);
  });
});

describe('tookEarlierStep', () => {
  const taken = { madeBy: [MAKER, null], checkedBy: undefined };

  it('reads one DID whatever the case of its address letters', () => {
    expect(tookEarlierStep(taken, 'check', 'did:sigil:0xABCDEF1111111111111111111111111111111111')).toBe(
      true,
    );
  });

  it('says no for nobody signed in, and never matches a step nobody took', () => {
    expect(tookEarlierStep(taken, 'check', null)).toBe(false);
    expect(tookEarlierStep(taken, 'approve', '')).toBe(false);
    expect(tookEarlierStep({ madeBy: [], checkedBy: null }, 'approve', SOMEONE_ELSE)).toBe(false);
  });
});
