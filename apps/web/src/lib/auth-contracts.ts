export { ZPublicConfig } from '@sigil/core';
