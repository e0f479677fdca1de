import { ZScheme, type TCreateSchemeRequest, type TScheme } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { schemeMutation } from './scheme-mutations';
import { SCHEMES_PATH } from './paths';

export type CreateSchemeVariables = TCreateSchemeRequest['orgScheme'];

/**
 * POST /api/v1/trustanchor/schemes { orgScheme: { schemeName, organizationDid, memberId } } → 201,
 * the new role (CREATED). A name the organisation already uses is a 409 naming `schemeName`.
 */
export async function createScheme(orgScheme: CreateSchemeVariables): Promise<TScheme> {
  const body: TCreateSchemeRequest = { orgScheme };
  return ZScheme.parse(await apiClient.post(SCHEMES_PATH, body));
}

export const useCreateScheme = schemeMutation(createScheme);
