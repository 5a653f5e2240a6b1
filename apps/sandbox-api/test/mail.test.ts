import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from '../src/app';
import type { AccountMail, AccountMailKind, MailBookingSummary } from '../src/mail/accountMail';
import { createMailer } from '../src/mail/createMailer';
import { MAIL_LANGUAGES, MAIL_MESSAGES } from '../src/mail/mailMessages';
import { createTestSandbox, type TestSandbox } from './support/createTestSandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

/** Where a development app runs; mail links point at the app's origin, not the sandbox's. */
const APP_ORIGIN = 'http://localhost:5173';
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const stockholmBooking: MailBookingSummary = {
  bookingId: 4711,
  unitTypeName: 'Litet förråd',
  unitName: 'A-104',
  locationName: 'Stockholm Kungsholmen',
  locationAddress: 'Fleminggatan 1, 112 26 Stockholm',
  moveInDate: '2026-12-01',
  currency: 'SEK',
  dueNow: 1234.5,
  recurringAmount: 990,
  period: 'monthly',
};

const KINDS: AccountMailKind[] = [
  'activation',
  'reset',
  'invitation',
  'booking-confirmation',
  'claim',
  'invoice-receipt',
];

/** A mail of `kind` to `to`, from tenant 1 (Nordbox), with a link to the app. */
function mailOf(
  kind: AccountMailKind,
  to: string,
  language: string,
  overrides: Partial<AccountMail> = {},
): AccountMail {
  const base = { to, language, tenantId: 1, appOrigin: APP_ORIGIN, recipientName: 'Anna' };
  const link = `${APP_ORIGIN}/identity/${kind}?token=${'t'.repeat(43)}&lang=${language}`;
  const mail: AccountMail =
    kind === 'activation'
      ? { ...base, kind, link, booking: stockholmBooking }
      : kind === 'reset'
        ? { ...base, kind, link }
        : kind === 'invitation'
          ? { ...base, kind, link, ownerName: 'Anna Andersson', locationName: 'Stockholm Kungsholmen' }
          : kind === 'booking-confirmation'
            ? {
                ...base,
                kind,
                booking: stockholmBooking,
                portalLink: `${APP_ORIGIN}/customer-portal/account-overview/1?lang=${language}`,
              }
            : kind === 'invoice-receipt'
              ? {
                  ...base,
                  kind,
                  receipt: {
                    invoiceNumber: 'INV-01-00004',
                    locationName: 'Stockholm Kungsholmen',
                    amountPaid: 1487.5,
                    currency: 'SEK',
                    paidOn: '2026-11-21',
                    paidWith: 'visa •••• 4242',
                  },
                  portalLink: `${APP_ORIGIN}/customer-portal/account-overview/1?lang=${language}`,
                }
              : { ...base, kind, link, booking: stockholmBooking };
  return { ...mail, ...overrides } as AccountMail;
}

describe('mail through the embedded SMTP capture server', () => {
  it('sends every kind in Swedish, branded with the tenant, and reads it back at GET /sandbox/mail', async () => {
    const subjects = {
      activation: 'Din bokning hos Nordbox Self Storage: öppna din kundportal',
      reset: 'Välj ett nytt lösenord för Nordbox Self Storage',
      invitation: 'Anna Andersson har bjudit in dig att hantera sina förråd på Stockholm Kungsholmen',
      'booking-confirmation': 'Bokningen är bekräftad: Litet förråd på Stockholm Kungsholmen',
      claim: 'Ett förråd har bokats med din e-postadress',
      'invoice-receipt': 'Betalning mottagen: faktura INV-01-00004',
    };
    for (const kind of KINDS) {
      const to = `sv-${kind}@example.com`;
      const mail = mailOf(kind, to, 'sv');
      await sandbox.mailer.send(mail);

      const [captured, ...more] = await sandbox.mails(to);
      expect(more, kind).toEqual([]);
      expect(captured?.to).toEqual([to]);
      expect(captured?.subject).toBe(subjects[kind]);
      expect(captured?.from).toContain('Nordbox Self Storage');
      expect(captured?.from).toContain('<no-reply@stowly.test>');
      // The plain-text part: greeting, tenant and the link written out.
      expect(captured?.text).toContain('Hej Anna,');
      expect(captured?.text).toContain('Nordbox Self Storage');
      // The HTML part: Swedish, the tenant's name as heading, its logo on the app origin, its colour.
      expect(captured?.html).toContain('<html lang="sv"');
      expect(captured?.html).toMatch(/<h1[^>]*>Nordbox Self Storage<\/h1>/);
      expect(captured?.html).toContain(`<img src="${APP_ORIGIN}/sandbox-assets/logos/nordbox.svg"`);
      expect(captured?.html).toContain('background:#1F6F5C');
      // One link, absolute on the app's origin, as a button and as text in both parts.
      const link = 'portalLink' in mail ? mail.portalLink : 'link' in mail ? mail.link : '';
      expect(captured?.links).toEqual([link]);
      expect(captured?.text).toContain(link);
      expect(captured?.html.split(`href="${link.replace(/&/g, '&amp;')}"`)).toHaveLength(3);
      expect(new Date(captured?.sentAt ?? '').getTime()).not.toBeNaN();
    }
  });

  it('says what each mail is about: validity, what to do if it was not you, the booking', async () => {
    const text = async (kind: AccountMailKind) => {
      await sandbox.mailer.send(mailOf(kind, `en-${kind}@example.com`, 'en'));
      return (await sandbox.mails(`en-${kind}@example.com`))[0]?.text ?? '';
    };
    const activation = await text('activation');
    expect(activation).toContain('Choose a password to open your customer portal.');
    expect(activation).toContain('The link is valid for 7 days');
    expect(activation).toContain('Storage unit: Litet förråd');
    const reset = await text('reset');
    expect(reset).toContain('The link is valid for 1 hour');
    expect(reset).toContain('If you did not ask for this, ignore this mail.');
    const invitation = await text('invitation');
    expect(invitation).toContain(
      'Anna Andersson invited you to manage their storage at Stockholm Kungsholmen (Nordbox Self Storage).',
    );
    expect(invitation).toContain('The link is valid for 7 days');
    const claim = await text('claim');
    expect(claim).toContain(
      'Someone booked a unit at Nordbox Self Storage with your email address without signing in.',
    );
    expect(claim).toContain('If it was you, sign in to add the booking to your account.');
    expect(claim).toContain('Nothing in your account changed.');
    const confirmation = await text('booking-confirmation');
    expect(confirmation).toContain('Location: Stockholm Kungsholmen, Fleminggatan 1, 112 26 Stockholm');
    expect(confirmation).toContain('Move-in date: 1 December 2026');
    expect(confirmation).toContain('Paid now: SEK\u00a01,234.50');
    expect(confirmation).toContain('Every month: SEK\u00a0990.00');
  });

  it('formats the booking in the language: a Greek confirmation and a weekly German one in euros', async () => {
    await sandbox.mailer.send(mailOf('booking-confirmation', 'el@example.com', 'el'));
    const [greek] = await sandbox.mails('el@example.com');
    expect(greek?.subject).toBe('Η κράτηση επιβεβαιώθηκε: Litet förråd, Stockholm Kungsholmen');
    expect(greek?.text).toContain('Γεια σας Anna,');
    expect(greek?.text).toContain('Ημερομηνία εισόδου: 1 Δεκεμβρίου 2026');
    expect(greek?.text).toContain('Πληρώθηκε τώρα: 1.234,50\u00a0SEK');
    expect(greek?.text).toContain('Κάθε μήνα: 990,00\u00a0SEK');
    expect(greek?.html).toContain('<html lang="el"');

    await sandbox.mailer.send(
      mailOf('booking-confirmation', 'de@example.com', 'de-DE', {
        tenantId: 2,
        recipientName: '',
        booking: {
          ...stockholmBooking,
          unitTypeName: 'Schließfach',
          locationName: 'Berlin Mitte',
          currency: 'EUR',
          period: 'weekly',
          moveInDate: '2027-01-15',
        },
      }),
    );
    const [german] = await sandbox.mails('de@example.com');
    expect(german?.subject).toBe('Buchung bestätigt: Schließfach am Standort Berlin Mitte');
    expect(german?.from).toContain('CityStash');
    expect(german?.text).toContain('Guten Tag,');
    expect(german?.text).toContain('Einzugsdatum: 15. Januar 2027'); // de-DE, spec section 9
    expect(german?.text).toContain('Jede Woche: 990,00\u00a0€');
    expect(german?.html).toContain(`<img src="${APP_ORIGIN}/sandbox-assets/logos/citystash.svg"`);
    expect(german?.html).toContain('background:#5B2A86');
  });

  it('writes an unknown language in English', async () => {
    await sandbox.mailer.send(mailOf('reset', 'xx@example.com', 'xx'));
    const [mail] = await sandbox.mails('xx@example.com');
    expect(mail?.subject).toBe('Choose a new password for Nordbox Self Storage');
    expect(mail?.html).toContain('<html lang="en"');
  });

  it('escapes names in the HTML part and keeps only real colours', async () => {
    const tenant = await sandbox.db
      .selectFrom('tenant')
      .select(['name', 'appearance', 'logo_url'])
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    await sandbox.db
      .updateTable('tenant')
      .set({
        name: '<script>alert("tenant")</script> Storage',
        appearance: JSON.stringify({
          ...tenant.appearance,
          colors: { ...tenant.appearance.colors, primary: 'red;background:url(javascript:alert(1))' },
        }),
        logo_url: 'https://cdn.example/logo.png?a=1&b="2"',
      })
      .where('id', '=', 2)
      .execute();
    try {
      await sandbox.mailer.send(
        mailOf('invitation', 'escape@example.com', 'en', {
          tenantId: 2,
          recipientName: '<img src=x onerror=alert(1)>',
          ownerName: 'Eve <b>"Owner"</b>',
        } as Partial<AccountMail>),
      );
    } finally {
      await sandbox.db
        .updateTable('tenant')
        .set({ ...tenant, appearance: JSON.stringify(tenant.appearance) })
        .where('id', '=', 2)
        .execute();
    }
    const [mail] = await sandbox.mails('escape@example.com');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<img src=x');
    expect(mail?.html).not.toContain('<b>');
    expect(mail?.html).not.toContain('javascript:');
    expect(mail?.html).toContain('&lt;script&gt;alert(&quot;tenant&quot;)&lt;/script&gt; Storage');
    expect(mail?.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail?.html).toContain('src="https://cdn.example/logo.png?a=1&amp;b=%222%22"');
    expect(mail?.html).toContain('background:#265E92'); // the spec's default primary colour
    // The plain-text part says the names as they are.
    expect(mail?.text).toContain('<script>alert("tenant")</script> Storage');
    expect(mail?.from).toContain('alert');
  });

  it('never throws: a mail that cannot be sent is logged and not delivered', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(
        sandbox.mailer.send(mailOf('reset', 'bad-link@example.com', 'en', { link: 'javascript:alert(1)' })),
      ).resolves.toBeUndefined();
      // Over the capture server's 1 MB limit.
      await expect(
        sandbox.mailer.send(
          mailOf('reset', 'too-big@example.com', 'en', { recipientName: 'x'.repeat(1_100_000) }),
        ),
      ).resolves.toBeUndefined();
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringContaining('[mail] could not send the reset mail to bad-link@example.com'),
        expect.stringContaining('[mail] could not send the reset mail to too-big@example.com'),
      ]);
    } finally {
      errors.mockRestore();
    }
    expect(await sandbox.mails('bad-link@example.com')).toEqual([]);
    expect(await sandbox.mails('too-big@example.com')).toEqual([]);
  });
});

describe('GET /sandbox/mail', () => {
  it('lists newest first and filters by recipient, case-insensitively', async () => {
    await sandbox.mailer.send(mailOf('reset', 'Filter.Me@Example.com', 'en'));
    await sandbox.mailer.send(mailOf('claim', 'filter.me@example.com', 'fi'));
    await sandbox.mailer.send(mailOf('reset', 'someone.else@example.com', 'en'));

    const filtered = await sandbox.mails('FILTER.ME@example.COM');
    expect(filtered.map((mail) => mail.subject)).toEqual([
      'Sähköpostiosoitteellasi on varattu varastotila',
      'Choose a new password for Nordbox Self Storage',
    ]);
    const all = await sandbox.mails();
    expect(all[0]?.to).toEqual(['someone.else@example.com']);
    expect(all.length).toBeGreaterThan(filtered.length);
    expect(all.map((mail) => mail.id)).toEqual([...all.map((mail) => mail.id)].sort((a, b) => b - a));
  });

  it('answers a browser with a page: each mail with subject, recipient, links, text and the HTML in a sandboxed frame', async () => {
    await sandbox.mailer.send(
      mailOf('activation', 'page@example.com', 'sv', { recipientName: '<i>Page</i>' }),
    );
    const response = await sandbox.api('/sandbox/mail?to=page@example.com', {
      headers: { Accept: BROWSER_ACCEPT },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<h1>Sandbox mail</h1>');
    expect(page).toMatch(
      /<article[^>]*>\s*<h2[^>]*>Din bokning hos Nordbox Self Storage: öppna din kundportal<\/h2>/,
    );
    expect(page).toContain('<dd>page@example.com</dd>');
    const link = `${APP_ORIGIN}/identity/activation?token=${'t'.repeat(43)}&amp;lang=sv`;
    expect(page).toContain(`<a href="${link}">${link}</a>`);
    expect(page).toContain('<pre>Nordbox Self Storage\n\nHej &lt;i&gt;Page&lt;/i&gt;,');
    expect(page).toMatch(
      /<iframe sandbox="[^"]*" srcdoc="[^"]*&lt;html lang=&quot;sv&quot;[^"]*" title="HTML part: /,
    );
    expect(page).not.toContain('<i>Page</i>');

    const empty = await sandbox.api('/sandbox/mail?to=nobody@example.com', {
      headers: { Accept: BROWSER_ACCEPT },
    });
    expect(await empty.text()).toContain('No mail to nobody@example.com yet.');
  });

  it('answers JSON to programs: an Accept of */*, JSON, or none', async () => {
    for (const accept of ['*/*', 'application/json', '']) {
      const response = await sandbox.api('/sandbox/mail', { headers: accept ? { Accept: accept } : {} });
      expect(response.headers.get('Content-Type'), accept).toContain('application/json');
      expect(Array.isArray((await response.json()).data)).toBe(true);
    }
  });
});

describe('mail texts', () => {
  it('has every message in each of the 14 languages, with the same placeholders, translated', () => {
    expect(MAIL_LANGUAGES).toHaveLength(14);
    const english = MAIL_MESSAGES.en;
    const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();
    for (const language of MAIL_LANGUAGES) {
      const messages = MAIL_MESSAGES[language];
      expect(Object.keys(messages).sort(), language).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(
          placeholders(english[key as keyof typeof english]),
        );
        if (language !== 'en' && /subject|button|intro/.test(key)) {
          expect(text, `${language} ${key} is translated`).not.toBe(english[key as keyof typeof english]);
        }
      }
    }
  });

  it('sends every kind in every language with a translated subject', async () => {
    const errors = vi.spyOn(console, 'error');
    try {
      await Promise.all(
        MAIL_LANGUAGES.flatMap((language) =>
          KINDS.map((kind) => sandbox.mailer.send(mailOf(kind, `all-${language}@example.com`, language))),
        ),
      );
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    const english = new Set((await sandbox.mails('all-en@example.com')).map((mail) => mail.subject));
    expect(english.size).toBe(KINDS.length);
    for (const language of MAIL_LANGUAGES) {
      const mails = await sandbox.mails(`all-${language}@example.com`);
      expect(mails, language).toHaveLength(KINDS.length);
      for (const mail of mails) {
        expect(mail.html, language).toContain(`<html lang="${language}"`);
        expect(mail.subject, language).not.toMatch(/[{}]/);
        expect(mail.text, language).not.toMatch(/\{\w+\}/);
        if (language !== 'en') expect(english.has(mail.subject), `${language}: ${mail.subject}`).toBe(false);
      }
    }
  });
});

describe('SMTP_URL', () => {
  it('sends to that SMTP server instead, keeps nothing, and the page says so', async () => {
    const received: Array<{ to: string[]; parsed: ParsedMail }> = [];
    const relay = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (parsed) => {
            received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', () => resolve()));
    const port = (relay.server.address() as AddressInfo).port;
    const mailer = await createMailer({
      db: sandbox.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'bookings@nordbox.example',
    });
    try {
      await mailer.send(mailOf('reset', 'relay@example.com', 'nb'));
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toEqual(['relay@example.com']);
      expect(received[0]?.parsed.subject).toBe('Velg et nytt passord for Nordbox Self Storage');
      expect(received[0]?.parsed.from?.value).toEqual([
        { name: 'Nordbox Self Storage', address: 'bookings@nordbox.example' },
      ]);
      expect(received[0]?.parsed.text).toContain('Hei Anna,');
      expect(received[0]?.parsed.html).toContain('<html lang="nb"');
      expect(mailer.captured()).toBeUndefined();

      const app = await createSandboxApp({ db: sandbox.db, config: sandbox.config, mailer });
      const json = await app.request('http://127.0.0.1:8080/sandbox/mail');
      expect(await json.json()).toEqual({ data: [], relay: true });
      const page = await app.request('http://127.0.0.1:8080/sandbox/mail', {
        headers: { Accept: BROWSER_ACCEPT },
      });
      expect(await page.text()).toContain('SMTP server set in <code>SMTP_URL</code>');
    } finally {
      await mailer.close();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    }
  });
});
