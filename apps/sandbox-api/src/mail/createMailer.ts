import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../db/types';
import type { AccountMail, CapturedMail, Mailer } from './accountMail';
import { loadMailBranding } from './mailBranding';
import { renderAccountMail } from './renderAccountMail';

/** How many captured mails the embedded server keeps (the oldest go first). */
const CAPTURED_MAIL_LIMIT = 500;
/** The largest message the embedded server accepts; the sandbox's own mails are a few kB. */
const CAPTURED_MAIL_MAX_BYTES = 1_000_000;
/** The sender address when none is configured; the display name is the tenant's name. */
const DEFAULT_MAIL_FROM = 'no-reply@stowly.test';

export interface MailerOptions {
  /** Where tenant names, logos and colours come from. */
  db: Kysely<Database>;
  /**
   * An SMTP relay (`smtp://user:pass@host:587`, `smtps://…`): mails go there and none are kept.
   * Without it an embedded capture server on 127.0.0.1 receives them (`captured()`).
   */
  smtpUrl?: string;
  /** The sender address. @default 'no-reply@stowly.test' */
  from?: string;
}

const HTML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return HTML_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * Every http(s) link of a mail, in order and without repeats: the `href`s of the HTML part first,
 * then the URLs written in the text part.
 */
function mailLinks(html: string, text: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)) {
    found.push(decodeEntities((match[1] ?? match[2] ?? match[3] ?? '').trim()));
  }
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/gi)) {
    found.push(match[0].replace(/[.,;:!?)\]]+$/, ''));
  }
  return [...new Set(found.filter((link) => /^https?:\/\//i.test(link)))];
}

interface CaptureServer {
  port: number;
  mails: CapturedMail[];
  close(): Promise<void>;
}

/** An SMTP server on 127.0.0.1 (a free port) that parses and keeps what it receives. */
async function startCaptureServer(): Promise<CaptureServer> {
  const mails: CapturedMail[] = [];
  let nextId = 1;
  const server = new SMTPServer({
    // Loopback only: no TLS and no sign-in to offer.
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: CAPTURED_MAIL_MAX_BYTES,
    banner: 'Stowly sandbox mail capture',
    closeTimeout: 2_000,
    // No reverse DNS lookup of 127.0.0.1 for each connection.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes <= CAPTURED_MAIL_MAX_BYTES) chunks.push(chunk); // an oversized rest is read and dropped
      });
      stream.on('end', () => {
        if (stream.sizeExceeded || bytes > CAPTURED_MAIL_MAX_BYTES) {
          callback(Object.assign(new Error('Message too large for the sandbox'), { responseCode: 552 }));
          return;
        }
        simpleParser(Buffer.concat(chunks), { skipImageLinks: true, skipTextToHtml: true }).then(
          (parsed) => {
            const html = typeof parsed.html === 'string' ? parsed.html : '';
            const text = parsed.text ?? '';
            mails.unshift({
              id: nextId++,
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text,
              html,
              links: mailLinks(html, text),
              sentAt: new Date().toISOString(),
            });
            mails.length = Math.min(mails.length, CAPTURED_MAIL_LIMIT);
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  server.on('error', (error) => console.error('[mail] capture server:', error.message));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The sandbox's mailer. With `smtpUrl` it sends through that relay; by default it starts an
 * embedded capture server and sends there, so `GET /sandbox/mail` can show what went out. Either
 * way the mail goes through Nodemailer over SMTP, and `send` resolves once the server accepted it.
 */
export async function createMailer(options: MailerOptions): Promise<Mailer> {
  const capture = options.smtpUrl ? undefined : await startCaptureServer();
  // Pooled: a new SMTP connection costs ~100 ms (smtp-server's early-talker delay), a pooled one
  // nothing. Short timeouts, so an unreachable relay fails a send in seconds, not minutes.
  const common = {
    pool: true,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as const;
  const transport = capture
    ? nodemailer.createTransport({
        host: '127.0.0.1',
        port: capture.port,
        secure: false,
        ignoreTLS: true,
        ...common,
      })
    : nodemailer.createTransport({ url: options.smtpUrl, ...common });
  const from = options.from ?? DEFAULT_MAIL_FROM;

  return {
    async send(mail: AccountMail): Promise<void> {
      try {
        const branding = await loadMailBranding(options.db, mail.tenantId, mail.appOrigin);
        const rendered = renderAccountMail(mail, branding);
        await transport.sendMail({
          from: { name: branding.tenantName, address: from },
          to: mail.to,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': rendered.language },
        });
      } catch (error) {
        console.error(
          `[mail] could not send the ${mail.kind} mail to ${mail.to}:`,
          error instanceof Error ? error.message : error,
        );
      }
    },
    captured: () => (capture ? [...capture.mails] : undefined),
    async close(): Promise<void> {
      transport.close();
      await capture?.close();
    },
  };
}
