// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of reportError (it keeps its reporter and the leaving flag per module instance). */
async function freshReportError() {
  vi.resetModules();
  const { reportError, connectErrorReporter } = await import('../reportError');
  const { ApiError } = await import('@stowly/api-client');
  const reported: string[] = [];
  connectErrorReporter((error, tags) => reported.push(`${String(error)} ${tags.status ?? ''}`));
  const apiError = (status: number, code: string) => new ApiError({ status, code, message: code });
  return { reportError, reported, apiError };
}

describe('reportError: what a page reports of its failed calls', () => {
  it('reports a call without an answer, but not one the browser cut off as the visitor left the page', async () => {
    const { reportError, reported, apiError } = await freshReportError();
    reportError(apiError(0, 'network-error'));
    expect(reported).toHaveLength(1);

    window.dispatchEvent(new Event('pagehide'));
    reportError(apiError(0, 'network-error'));
    // An answer the server did send is still a failure, and so is any other error.
    reportError(apiError(503, 'unavailable'));
    reportError(new Error('boom'));
    expect(reported).toHaveLength(3);
    expect(reported.slice(1).map((line) => line.split(' ').at(-1))).toEqual(['503', '']);

    // Back from the back/forward cache: the page's calls count again.
    window.dispatchEvent(new Event('pageshow'));
    reportError(apiError(0, 'network-error'));
    expect(reported).toHaveLength(4);
  });
});
