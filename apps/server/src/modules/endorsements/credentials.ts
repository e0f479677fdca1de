import type { Signer } from 'did-jwt';
import { createVerifiableCredentialJwt, type CredentialPayload } from 'did-jwt-vc';

/**
 * The credentials the server signs for an organisation (docs/architecture.md, Standards;
 * decision 0008): VC-JWTs of the W3C Verifiable Credentials Data Model as did-jwt-vc 4 writes them
 * (ES256K, by the organisation's DID), with the terms of the Bitstring Status List v1.0.
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
    // did-jwt-vc types the entry as { id, type }; the Bitstring Status List adds the rest.
    credentialStatus: {
      id: `${claims.statusListUrl}#${claims.statusListIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(claims.statusListIndex),
      statusListCredential: claims.statusListUrl,
    } as CredentialPayload['credentialStatus'],
  };
  return createVerifiableCredentialJwt(credential, signedBy(claims.organisationDid, signer));
}

/** The organisation's revocation list as a BitstringStatusListCredential, signed now. */
export function signStatusList(
  list: { url: string; organisationDid: string; encodedList: string },
  signer: Signer,
): Promise<string> {
  const credential: CredentialPayload = {
    '@context': CREDENTIAL_CONTEXTS,
    id: list.url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: { id: list.organisationDid },
    issuanceDate: new Date().toISOString(),
    credentialSubject: {
      id: `${list.url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: list.encodedList,
    },
  };
  return createVerifiableCredentialJwt(credential, signedBy(list.organisationDid, signer));
}
