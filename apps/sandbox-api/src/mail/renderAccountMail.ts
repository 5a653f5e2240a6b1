import { escapeHtml } from '../site/escapeHtml';
import type { AccountMail, MailBookingSummary, MailInvoiceReceipt } from './accountMail';
import type { MailBranding } from './mailBranding';
import {
  MAIL_LOCALES,
  MAIL_MESSAGES,
  type MailLanguage,
  type MailMessageKey,
  mailLanguage,
} from './mailMessages';

/** A mail ready to send: subject, HTML part and plain-text part, in one language. */
export interface RenderedMail {
  language: MailLanguage;
  subject: string;
  html: string;
  text: string;
}

type Values = Record<string, string>;

/** What a mail says, in order; rendered once as HTML and once as plain text. */
type Block =
  | { kind: 'paragraph'; key: MailMessageKey }
  | { kind: 'summary'; booking: MailBookingSummary }
  | { kind: 'receipt'; receipt: MailInvoiceReceipt }
  | { kind: 'button'; key: MailMessageKey; url: string };

const FONT = "Arial,'Helvetica Neue',Helvetica,sans-serif";

/** Fills `{placeholders}`; with `asHtml`, both the words and the values are HTML-escaped. */
function fill(template: string, values: Values, asHtml: boolean): string {
  return template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      const text = name !== undefined && name in values ? (values[name] ?? '') : part;
      return asHtml ? escapeHtml(text) : text;
    })
    .join('');
}

/** An absolute http(s) URL as it is; anything else is refused (and the mail is not sent). */
function httpUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`a mail link must be http(s), not ${parsed.protocol}`);
  }
  return parsed.href;
}

function formatDate(date: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const noon = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(noon);
}

function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(digits.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** `preferred` on `background` when it is readable (4.5:1), else black or white, whichever reads better. */
function readable(preferred: string, background: string): string {
  if (contrast(preferred, background) >= 4.5) return preferred;
  return contrast('#000000', background) >= contrast('#FFFFFF', background) ? '#000000' : '#FFFFFF';
}

function summaryRows(
  booking: MailBookingSummary,
  t: (key: MailMessageKey) => string,
  locale: string,
): Array<[label: string, value: string[]]> {
  return [
    [t('bookingNumber'), [String(booking.bookingId)]],
    [t('unitType'), [booking.unitTypeName]],
    [t('unit'), [booking.unitName]],
    [t('location'), [booking.locationName, booking.locationAddress].filter(Boolean)],
    [t('moveInDate'), [formatDate(booking.moveInDate, locale)]],
    [t('paidNow'), [formatMoney(booking.dueNow, booking.currency, locale)]],
    [
      t(booking.period === 'weekly' ? 'recurringWeekly' : 'recurringMonthly'),
      [formatMoney(booking.recurringAmount, booking.currency, locale)],
    ],
  ];
}

function receiptRows(
  receipt: MailInvoiceReceipt,
  t: (key: MailMessageKey) => string,
  locale: string,
): Array<[label: string, value: string[]]> {
  return [
    [t('invoiceNumber'), [receipt.invoiceNumber]],
    [t('location'), [receipt.locationName]],
    [t('amountPaid'), [formatMoney(receipt.amountPaid, receipt.currency, locale)]],
    [t('paidOn'), [formatDate(receipt.paidOn, locale)]],
    [t('paidWith'), [receipt.paidWith]],
  ];
}

/** The title and rows of a summary table block. */
function tableOf(
  block: Extract<Block, { kind: 'summary' | 'receipt' }>,
  t: (key: MailMessageKey) => string,
  locale: string,
): { title: string; rows: Array<[label: string, value: string[]]> } {
  return block.kind === 'summary'
    ? { title: t('summaryTitle'), rows: summaryRows(block.booking, t, locale) }
    : { title: t('receiptTitle'), rows: receiptRows(block.receipt, t, locale) };
}

function blocksOf(mail: AccountMail): { subject: MailMessageKey; blocks: Block[] } {
  switch (mail.kind) {
    case 'activation':
      return {
        subject: 'activation.subject',
        blocks: [
          { kind: 'paragraph', key: 'activation.intro' },
          { kind: 'summary', booking: mail.booking },
          { kind: 'paragraph', key: 'activation.action' },
          { kind: 'button', key: 'activation.button', url: httpUrl(mail.link) },
          { kind: 'paragraph', key: 'valid7Days' },
        ],
      };
    case 'reset':
      return {
        subject: 'reset.subject',
        blocks: [
          { kind: 'paragraph', key: 'reset.intro' },
          { kind: 'button', key: 'reset.button', url: httpUrl(mail.link) },
          { kind: 'paragraph', key: 'valid1Hour' },
          { kind: 'paragraph', key: 'reset.ignore' },
        ],
      };
    case 'invitation':
      return {
        subject: 'invitation.subject',
        blocks: [
          { kind: 'paragraph', key: 'invitation.intro' },
          { kind: 'button', key: 'invitation.button', url: httpUrl(mail.link) },
          { kind: 'paragraph', key: 'valid7Days' },
          { kind: 'paragraph', key: 'invitation.ignore' },
        ],
      };
    case 'booking-confirmation':
      return {
        subject: 'confirmation.subject',
        blocks: [
          { kind: 'paragraph', key: 'confirmation.intro' },
          { kind: 'summary', booking: mail.booking },
          { kind: 'button', key: 'confirmation.button', url: httpUrl(mail.portalLink) },
        ],
      };
    case 'claim':
      return {
        subject: 'claim.subject',
        blocks: [
          { kind: 'paragraph', key: 'claim.intro' },
          { kind: 'summary', booking: mail.booking },
          { kind: 'paragraph', key: 'claim.ifYou' },
          { kind: 'button', key: 'claim.button', url: httpUrl(mail.link) },
          { kind: 'paragraph', key: 'claim.notYou' },
        ],
      };
    case 'invoice-receipt':
      return {
        subject: 'receipt.subject',
        blocks: [
          { kind: 'paragraph', key: 'receipt.intro' },
          { kind: 'receipt', receipt: mail.receipt },
          { kind: 'button', key: 'receipt.button', url: httpUrl(mail.portalLink) },
        ],
      };
    default: {
      const unknown: never = mail;
      throw new Error(`unknown mail kind ${JSON.stringify((unknown as { kind?: unknown }).kind)}`);
    }
  }
}

/**
 * Writes `mail` in its language (English for an unknown one), branded as `branding`: a subject, a
 * table-based HTML part that mail clients render (one button per link, the link also as text) and
 * a plain-text part. Everything interpolated into the HTML is escaped; colours are validated by
 * `loadMailBranding`. Throws for a link that is not an absolute http(s) URL.
 */
export function renderAccountMail(mail: AccountMail, branding: MailBranding): RenderedMail {
  const language = mailLanguage(mail.language);
  const messages = MAIL_MESSAGES[language];
  const locale = MAIL_LOCALES[language];
  const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
  const values: Values = {
    tenant: oneLine(branding.tenantName),
    name: oneLine(mail.recipientName),
    owner: mail.kind === 'invitation' ? oneLine(mail.ownerName) : '',
    location:
      mail.kind === 'invitation'
        ? oneLine(mail.locationName)
        : mail.kind === 'invoice-receipt'
          ? oneLine(mail.receipt.locationName)
          : 'booking' in mail
            ? oneLine(mail.booking.locationName)
            : '',
    unitType: 'booking' in mail ? oneLine(mail.booking.unitTypeName) : '',
    invoice: mail.kind === 'invoice-receipt' ? oneLine(mail.receipt.invoiceNumber) : '',
  };
  const t = (key: MailMessageKey) => messages[key];
  const { subject: subjectKey, blocks } = blocksOf(mail);
  const subject = fill(t(subjectKey), values, false);
  const greeting: Block = { kind: 'paragraph', key: values.name ? 'greeting' : 'greetingNoName' };
  const all = [greeting, ...blocks];

  // Plain text.
  const textParts = [branding.tenantName, ''];
  for (const block of all) {
    if (block.kind === 'paragraph') textParts.push(fill(t(block.key), values, false));
    else if (block.kind === 'summary' || block.kind === 'receipt') {
      const table = tableOf(block, t, locale);
      textParts.push(
        [table.title, ...table.rows.map(([label, lines]) => `${label}: ${lines.join(', ')}`)].join('\n'),
      );
    } else textParts.push(`${t(block.key)}:\n${block.url}`);
    textParts.push('');
  }
  textParts.push('--', fill(t('footer'), values, false));
  const text = `${textParts.join('\n')}\n`;

  // HTML.
  const colors = branding.colors;
  const bodyText = readable(colors.text, '#FFFFFF');
  const headerText = readable(colors.headerText, colors.headerBackground);
  const linkColor = readable(colors.primary, '#FFFFFF');
  const buttonText = readable('#FFFFFF', colors.primary);
  const paragraph = (html: string, size = 'margin:0 0 16px;font-size:16px;line-height:24px') =>
    `<p style="${size};font-family:${FONT};color:${bodyText}">${html}</p>`;
  const htmlBlocks = all.map((block) => {
    if (block.kind === 'paragraph') return paragraph(fill(t(block.key), values, true));
    if (block.kind === 'summary' || block.kind === 'receipt') {
      const table = tableOf(block, t, locale);
      const rows = table.rows
        .map(
          ([label, lines]) =>
            `<tr><th scope="row" align="left" valign="top" style="padding:6px 12px 6px 0;font-family:${FONT};font-size:14px;line-height:20px;font-weight:normal;color:${bodyText};border-top:1px solid #EBEDEF;width:40%">${escapeHtml(label)}</th><td valign="top" style="padding:6px 0;font-family:${FONT};font-size:14px;line-height:20px;font-weight:bold;color:${bodyText};border-top:1px solid #EBEDEF">${lines.map(escapeHtml).join('<br>')}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border-collapse:collapse"><caption style="text-align:left;padding:0 0 8px;font-family:${FONT};font-size:16px;line-height:24px;font-weight:bold;color:${bodyText}">${escapeHtml(table.title)}</caption>${rows}</table>`;
    }
    const url = escapeHtml(block.url);
    return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px"><tr><td align="center" bgcolor="${colors.primary}" style="border-radius:6px;background:${colors.primary}"><a href="${url}" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;line-height:24px;font-weight:bold;color:${buttonText};text-decoration:none;border-radius:6px">${escapeHtml(t(block.key))}</a></td></tr></table>
${paragraph(`${escapeHtml(t('buttonFallback'))}<br><a href="${url}" style="color:${linkColor};word-break:break-all">${url}</a>`, 'margin:0 0 16px;font-size:14px;line-height:20px')}`;
  });
  const tenant = escapeHtml(branding.tenantName);
  const logo = branding.logoUrl
    ? `<img src="${escapeHtml(branding.logoUrl)}" alt="" height="40" style="display:block;height:40px;width:auto;max-width:200px;border:0;margin:0 0 12px">`
    : '';
  const html = `<!doctype html>
<html lang="${language}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colors.background}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${colors.background}" style="background:${colors.background}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#FFFFFF;border:1px solid #EBEDEF;border-radius:8px;border-collapse:separate">
<tr><td bgcolor="${colors.headerBackground}" style="padding:20px 24px;background:${colors.headerBackground};border-radius:8px 8px 0 0">
${logo}<h1 style="margin:0;font-family:${FONT};font-size:20px;line-height:28px;font-weight:bold;color:${headerText}">${tenant}</h1>
</td></tr>
<tr><td style="padding:24px">
${htmlBlocks.join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #EBEDEF">
${paragraph(fill(t('footer'), values, true), 'margin:0;font-size:13px;line-height:18px')}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { language, subject, html, text };
}
