/** What a booking's mails say about it. Amounts are in the currency's major unit; dates YYYY-MM-DD. */
export interface MailBookingSummary {
  bookingId: number;
  unitTypeName: string;
  /** The unit's number or name, such as "A-104". */
  unitName: string;
  locationName: string;
  /** Street, postal code and city, one line. */
  locationAddress: string;
  moveInDate: string;
  currency: string;
  /** Paid at checkout. */
  dueNow: number;
  /** Per billing period after the first. */
  recurringAmount: number;
  period: 'weekly' | 'monthly';
}

/** What an invoice receipt says about the payment. Amounts in the currency's major unit; dates YYYY-MM-DD. */
export interface MailInvoiceReceipt {
  invoiceNumber: string;
  locationName: string;
  amountPaid: number;
  currency: string;
  paidOn: string;
  /** The card or account charged, such as "visa •••• 4242". */
  paidWith: string;
}

/**
 * A mail the sandbox sends. Every mail is written in `language` (one of the 14, English otherwise),
 * branded with the tenant's name, logo and colours (looked up by `tenantId`), with an HTML and a
 * plain-text part; `link` and `portalLink` are absolute URLs on `appOrigin`.
 */
export type AccountMail = {
  to: string;
  language: string;
  tenantId: number;
  appOrigin: string;
  /** How to address the recipient, such as their first name; empty for none. */
  recipientName: string;
} & (
  | {
      /** A first booking with a new email: choose a password (link, 7 days) and see the booking. */
      kind: 'activation';
      link: string;
      booking: MailBookingSummary;
    }
  | {
      /** "Forgot password": choose a new one (link, 1 hour). */
      kind: 'reset';
      link: string;
    }
  | {
      /** A customer invited the recipient to manage their units at a location (link, 7 days). */
      kind: 'invitation';
      link: string;
      ownerName: string;
      locationName: string;
    }
  | {
      /** Every completed booking, to the email it was made with. */
      kind: 'booking-confirmation';
      booking: MailBookingSummary;
      portalLink: string;
    }
  | {
      /** A paid invoice in the customer portal: the receipt, to the customer's email. */
      kind: 'invoice-receipt';
      receipt: MailInvoiceReceipt;
      portalLink: string;
    }
  | {
      /**
       * "Someone booked with your email": a booking made without signing in, with the email of this
       * account; the link attaches it to the account once its owner signs in.
       */
      kind: 'claim';
      link: string;
      booking: MailBookingSummary;
    }
);

export type AccountMailKind = AccountMail['kind'];

/** A mail as the capture server received it (GET /sandbox/mail). */
export interface CapturedMail {
  id: number;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the mail, in order, without repeats. */
  links: string[];
  sentAt: string;
}

/** Sends the sandbox's mails. `send` never throws: a failed delivery is logged, not the caller's problem. */
export interface Mailer {
  send(mail: AccountMail): Promise<void>;
  /** The mails the embedded capture server received, newest first; undefined with an SMTP relay. */
  captured(): CapturedMail[] | undefined;
  close(): Promise<void>;
}
