import { char, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * A holder known to the registry: registered by its first signed answer (docs/wallet-protocol.md).
 */
export const identities = pgTable('identities', {
  did: text('did').primaryKey(),
  publicKey: text('public_key').notNull(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().default(''),
  avatar: text('avatar'),
  /** 'N' public, 'Y' protected (spec §4). */
  protectFlag: char('protect_flag', { length: 1 }).notNull().default('N'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
