/**
 * The verifier of the registry's chain of trust (docs/trust-model.md), for the wallet and the
 * tests: kept out of the package's main entry, so that the console's bundle never carries
 * did-jwt-vc.
 */
export * from './endorsement-verifier';
export * from './status';
