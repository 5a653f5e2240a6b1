import { expect } from 'vitest';

/** A mail as the sandbox's capture server keeps it (`GET /sandbox/mail`). */
export interface SandboxMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  sentAt: string;
}

/** The mails the sandbox captured for `to`, newest first. */
export async function mailsTo(origin: string, to: string): Promise<SandboxMail[]> {
  const response = await fetch(`${origin}/sandbox/mail?${new URLSearchParams({ to })}`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /sandbox/mail answered ${response.status}`);
  return ((await response.json()) as { data: SandboxMail[] }).data;
}

/**
 * Waits for the newest mail to `to` whose subject matches `subject` and answers its first link to
 * `linkPath` (an identity page such as `/identity/activate`), as a person would follow it.
 */
export async function waitForMailLink(
  origin: string,
  options: { to: string; subject: RegExp; linkPath: string },
): Promise<{ mail: SandboxMail; link: string }> {
  let found: { mail: SandboxMail; link: string } | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(origin, options.to)).find((each) => options.subject.test(each.subject));
        const link = mail?.links.find((each) => new URL(each).pathname === options.linkPath);
        if (mail && link) found = { mail, link };
        return found !== undefined;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}
