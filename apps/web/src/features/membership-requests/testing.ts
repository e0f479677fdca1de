import { screen } from '@testing-library/react';

/** Routes and steps of the membership-request screens (their page tests only); data: src/test/factories. */

const ORG_SCHEMES = '/api/v1/trustanchor/orgschemes';
export const SENT = `GET ${ORG_SCHEMES}/sent`;
export const CHECKED = `GET ${ORG_SCHEMES}/checked`;
export const HISTORY = `GET ${ORG_SCHEMES}/history`;
export const ALL_REQUESTS = `GET ${ORG_SCHEMES}/all`;
export const ENROL = `POST ${ORG_SCHEMES}/enroll`;
export const REJECT = 'POST /api/v1/users/reject-endorsement';
export const ENDORSEMENTS = 'GET /api/v1/endorsements';
export const checkOf = (id: string) => `PUT ${ORG_SCHEMES}/${id}/check`;
export const approveOf = (id: string) => `PUT ${ORG_SCHEMES}/${id}/approve`;
export const deleteOf = (memberId: string) => `DELETE /api/v1/endorsements/${memberId}`;

/** The requester names in the listed rows (their first cell), in the order shown. */
export const firstCellsOf = (rowTestId: string) =>
  screen.queryAllByTestId(rowTestId).map((row) => row.querySelector('td')?.textContent);
