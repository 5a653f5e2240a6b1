import { E2E_ADMIN_KEY } from './startSandbox';

/** An error event out of a Sentry envelope: what the error-reporting service would show. */
export interface ReportedEvent {
  release?: string;
  tags?: Record<string, string>;
  exception?: { values?: { type?: string; value?: string }[] };
}

/** The error events of one envelope (a header line, then a header and a payload line per item). */
function eventsOf(envelope: string): ReportedEvent[] {
  const lines = envelope.split('\n');
  if (lines.at(-1) === '') lines.pop();
  lines.shift();
  const events: ReportedEvent[] = [];
  while (lines.length > 0) {
    const itemHeader = JSON.parse(lines.shift() ?? '') as { type: string };
    const payload = lines.shift() ?? '';
    if (itemHeader.type === 'event') events.push(JSON.parse(payload) as ReportedEvent);
  }
  return events;
}

/** One envelope as the sandbox's collector stored it (`GET /sandbox/error-reports`). */
interface StoredReport {
  projectId: string;
  envelope: string;
}

/** The sandbox admin key the collector's reads and deletes need (set by startSandbox). */
const asAdmin = { Authorization: `Bearer ${E2E_ADMIN_KEY}` };

/** Removes every report the sandbox's collector holds (`DELETE /sandbox/error-reports`). */
export async function clearErrorReports(origin: string): Promise<void> {
  const response = await fetch(new URL('/sandbox/error-reports', origin), {
    method: 'DELETE',
    headers: asAdmin,
  });
  if (response.status !== 204) throw new Error(`Clearing the error reports answered ${response.status}`);
}

/**
 * Every envelope the sandbox's collector holds, newest first (`GET /sandbox/error-reports`, page
 * after page).
 */
export async function storedReports(origin: string): Promise<StoredReport[]> {
  const reports: StoredReport[] = [];
  let before: string | null = null;
  do {
    const url = new URL('/sandbox/error-reports', origin);
    url.searchParams.set('limit', '200');
    if (before) url.searchParams.set('before', before);
    const response = await fetch(url, { headers: asAdmin });
    if (response.status !== 200) throw new Error(`Reading the error reports answered ${response.status}`);
    const page = (await response.json()) as { data: StoredReport[]; nextBefore: string | null };
    reports.push(...page.data);
    before = page.nextBefore;
  } while (before);
  return reports;
}

/** The error events the sandbox's collector holds (`GET /sandbox/error-reports`). */
export async function reportedEvents(origin: string): Promise<ReportedEvent[]> {
  return (await storedReports(origin)).flatMap((report) => eventsOf(report.envelope));
}
