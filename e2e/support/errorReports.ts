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

/** Removes every report the sandbox's collector holds (`DELETE /sandbox/error-reports`). */
export async function clearErrorReports(origin: string): Promise<void> {
  const response = await fetch(new URL('/sandbox/error-reports', origin), { method: 'DELETE' });
  if (response.status !== 204) throw new Error(`Clearing the error reports answered ${response.status}`);
}

/** The error events the sandbox's collector holds (`GET /sandbox/error-reports`). */
export async function reportedEvents(origin: string): Promise<ReportedEvent[]> {
  const response = await fetch(new URL('/sandbox/error-reports', origin));
  const { data } = (await response.json()) as { data: { envelope: string }[] };
  return data.flatMap((report) => eventsOf(report.envelope));
}
