import type { Signer } from 'did-jwt';
import { createVerifiableCredentialJwt, type CredentialPayload } from 'did-jwt-vc';
import { ACCREDITATION_TYPE } from '@sigil/core/verify';

/**
 * The credentials the server signs (docs/architecture.md, Standards; decisions 0008 and 0018):
 * VC-JWTs of the W3C Verifiable Credentials Data Model as did-jwt-vc 4 writes them (ES256K), with
 * the terms of the Bitstring Status List v1.0 — endorsements and status lists by an organisation's
 * DID, accreditations and their status list by the registry's DID.
 */
export const CREDENTIAL_CONTEXTS = [
  'https://www.w3.org/2018/credentials/v1',
  'https://www.w3.org/ns/credentials/status/v1',
];

export interface EndorsementClaims {
  /** The endorsement's id: the credential is urn:uuid:{id}. */
  id: string;
  holderDid: string;
  organisationDid: string;
  roleName: string;
  issuedAt: Date;
  statusListUrl: string;
  statusListIndex: number;
  /** The organisation's accreditation when it was issued: the chain's next link (docs/trust-model.md). */
  accreditation?: { id: string; url: string };
}

const signedBy = (did: string, signer: Signer) => ({ did, signer, alg: 'ES256K' });

/** An endorsement: the holder is associated with the organisation in a role, until its status bit says revoked. */
export function signEndorsement(claims: EndorsementClaims, signer: Signer): Promise<string> {
  const credential: CredentialPayload = {
    '@context': CREDENTIAL_CONTEXTS,
    id: `urn:uuid:${claims.id}`,
    type: ['VerifiableCredential', 'EndorsementCredential'],
    issuer: { id: claims.organisationDid },
    issuanceDate: claims.issuedAt.toISOString(),
    credentialSubject: {
      id: claims.holderDid,
      associatedWith: { id: claims.organisationDid, type: claims.roleName },
    },
    credentialStatus: statusEntry(claims.statusListUrl, claims.statusListIndex),
    // VCDM `evidence`: the registry's accreditation of the issuer, by its id and public URL.
    ...(claims.accreditation
      ? {
          evidence: [
            {
              id: claims.accreditation.url,
              type: [ACCREDITATION_TYPE],
              credential: `urn:uuid:${claims.accreditation.id}`,
            },
          ],
        }
      : {}),
  };
  return createVerifiableCredentialJwt(credential, signedBy(claims.organisationDid, signer));
}

/** did-jwt-vc types the entry as { id, type }; the Bitstring Status List adds the rest. */
function statusEntry(statusListUrl: string, index: number): CredentialPayload['credentialStatus'] {
  return {
    id: `${statusListUrl}#${index}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: String(index),
    statusListCredential: statusListUrl,
  } as CredentialPayload['credentialStatus'];
}

export interface AccreditationClaims {
  /** The accreditation's id: the credential is urn:uuid:{id}. */
  id: string;
  registryDid: string;
  organisationDid: string;
  organisationName: string;
  /** Whether it may endorse people (the Endorsements feature): then for every role it approves. */
  mayEndorse: boolean;
  issuedAt: Date;
  statusListUrl: string;
  statusListIndex: number;
}

/** The registry vouches for an organisation: who it is and what it may do, until its status bit says revoked. */
export function signAccreditation(claims: AccreditationClaims, signer: Signer): Promise<string> {
  const credential: CredentialPayload = {
    '@context': CREDENTIAL_CONTEXTS,
    id: `urn:uuid:${claims.id}`,
    type: ['VerifiableCredential', ACCREDITATION_TYPE],
    issuer: { id: claims.registryDid },
    issuanceDate: claims.issuedAt.toISOString(),
    credentialSubject: {
      id: claims.organisationDid,
      name: claims.organisationName,
      accreditedFor: claims.mayEndorse ? [{ action: 'endorse', resource: 'any-approved-role' }] : [],
    },
    credentialStatus: statusEntry(claims.statusListUrl, claims.statusListIndex),
  };
  return createVerifiableCredentialJwt(credential, signedBy(claims.registryDid, signer));
}

/** An issuer's revocation list (an organisation's, or the registry's) as a BitstringStatusListCredential, signed now. */
export function signStatusList(
  list: { url: string; issuerDid: string; encodedList: string },
  signer: Signer,
): Promise<string> {
  const credential: CredentialPayload = {
    '@context': CREDENTIAL_CONTEXTS,
    id: list.url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: { id: list.issuerDid },
    issuanceDate: new Date().toISOString(),
    credentialSubject: {
      id: `${list.url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: list.encodedList,
    },
  };
  return createVerifiableCredentialJwt(credential, signedBy(list.issuerDid, signer));
}
