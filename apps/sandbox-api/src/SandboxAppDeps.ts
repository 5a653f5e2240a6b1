import type { Kysely } from 'kysely';
import type { SandboxConfig } from './config';
import type { Database } from './db/types';
import type { Mailer } from './mail/accountMail';

/** What the sandbox's route groups share: the database, the configuration and the mailer. */
export interface SandboxAppDeps {
  db: Kysely<Database>;
  config: SandboxConfig;
  /** Sends the sandbox's mails (account links, booking confirmations, invitations). */
  mailer: Mailer;
  /** Check every API answer against the contract (on in tests). */
  validateResponses?: boolean;
}
