import type { en } from './en';

/** A key of the mails' words; English has them all. */
export type MailMessageKey = keyof typeof en;
/** The mails' words in one language: every key of English. */
export type MailMessages = Readonly<Record<MailMessageKey, string>>;
