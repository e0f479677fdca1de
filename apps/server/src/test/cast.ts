import type { FastifyInstance } from 'fastify';
import { requestWalletToken } from '@sigil/wallet';
import { ROLE_CODES, ROLE_TYPES, type TPrincipal } from '@sigil/core';
import type { DbOrTx } from '../db/client';
import { createMember, createOrganisation } from './factories';
import { loginWithWallet, newHolder, type TestHolder } from './holders';
import { injectFetch } from './inject-fetch';

/** One signed-in person: who they are, what the access rules see, and where they belong. */
export interface CastMember {
  who: string;
  principal: TPrincipal;
  did: string;
  token: string;
  /** Organisation logins: their organisation's DID and their membership id. */
  organisationDid?: string;
  membershipId?: string;
}

/**
 * Everyone the access rules tell apart, signed in through the real wallet protocol: the provider,
 * an individual, a wallet token, each membership role of organisation A, and an Admin and a
 * RoleAdmin of organisation B. The app must list `provider.did` in providerDids.
 */
export async function signInCast(
  app: FastifyInstance,
  db: DbOrTx,
  provider: TestHolder,
): Promise<CastMember[]> {
  const orgA = await createOrganisation(db);
  const orgB = await createOrganisation(db);
  const member = async (who: string, organisation: typeof orgA, roleCode: string, principal: TPrincipal) => {
    const holder = newHolder();
    const membership = await createMember(db, {
      organisationId: organisation.id,
      memberDid: holder.did,
      roleCode,
    });
    const token = (await loginWithWallet(app, holder, 'organisation')).token!;
    return {
      who,
      principal,
      did: holder.did,
      token,
      organisationDid: organisation.did,
      membershipId: membership.id,
    };
  };
  const individual = newHolder();
  const walletHolder = newHolder();
  return [
    {
      who: 'provider',
      principal: 'provider',
      did: provider.did,
      token: (await loginWithWallet(app, provider, 'provider')).token!,
    },
    {
      who: 'individual',
      principal: 'individual',
      did: individual.did,
      token: (await loginWithWallet(app, individual, 'individual')).token!,
    },
    {
      who: 'wallet',
      principal: 'wallet',
      did: walletHolder.did,
      token: (
        await requestWalletToken({
          privateKey: walletHolder.privateKey,
          baseUrl: 'http://sigil.test',
          fetchImpl: injectFetch(app),
        })
      ).token,
    },
    await member('Admin of A', orgA, ROLE_CODES.admin, ROLE_TYPES.admin),
    await member('UserAdmin of A', orgA, ROLE_CODES.userAdmin, ROLE_TYPES.userAdmin),
    await member('RoleAdmin of A', orgA, ROLE_CODES.roleAdmin, ROLE_TYPES.roleAdmin),
    await member('Admin of B', orgB, ROLE_CODES.admin, ROLE_TYPES.admin),
    await member('RoleAdmin of B', orgB, ROLE_CODES.roleAdmin, ROLE_TYPES.roleAdmin),
  ];
}
