import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { decideEnrolment } from './decide-enrolment';

const DECIDE = 'POST /api/invite/invitations/req-1';

describe('decideEnrolment', () => {
  it("sends an approval's features as ticked, none included", async () => {
    const api = mockApi({ [DECIDE]: {} });
    await decideEnrolment({ id: 'req-1', type: 'approve', features: [] });
    expect(api.callsTo(DECIDE)[0]?.body).toEqual({ id: 'req-1', type: 'approve', features: [] });
  });

  it('leaves the features out when the caller names none, so the server grants them all', async () => {
    const api = mockApi({ [DECIDE]: {} });
    await decideEnrolment({ id: 'req-1', type: 'approve' });
    expect(api.callsTo(DECIDE)[0]?.body).toEqual({ id: 'req-1', type: 'approve' });
  });

  it('sends a rejection with its trimmed reason and no features', async () => {
    const api = mockApi({ [DECIDE]: {} });
    await decideEnrolment({
      id: 'req-1',
      type: 'reject',
      reason: '  Unknown company ',
      features: ['schemes'],
    });
    expect(api.callsTo(DECIDE)[0]?.body).toEqual({ id: 'req-1', type: 'reject', reason: 'Unknown company' });
  });
});
