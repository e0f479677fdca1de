export * from './identities';
export * from './auth';
export * from './organisations';
export * from './schemes';
export * from './members';
export * from './activity';
export * from './mail';
export * from './runtime';
