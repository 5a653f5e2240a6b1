// @vitest-environment jsdom
import { ApiError } from '@stowly/api-client';
import { describe, expect, it } from 'vitest';
import { createOutageFilter } from '../errorReporting';

const failure = (status: number, code: string) =>
  new ApiError({ status, code, message: `${status} ${code}` });

describe('createOutageFilter: an API that cannot be reached is one report, not one per call', () => {
  it('lets the first failure of an outage (same status and code) through, holds the others for 10 s, then again', () => {
    const isRepeated = createOutageFilter();
    expect(isRepeated(failure(503, 'unavailable'), 1_000)).toBe(false);
    expect(isRepeated(failure(503, 'unavailable'), 1_000)).toBe(true);
    expect(isRepeated(failure(503, 'unavailable'), 10_999)).toBe(true);
    expect(isRepeated(failure(503, 'unavailable'), 11_000)).toBe(false);
  });

  it('tells network failures, timeouts and other 5xx apart', () => {
    const isRepeated = createOutageFilter();
    const sent = [
      failure(0, 'network-error'),
      failure(0, 'network-error'),
      failure(0, 'timeout'),
      failure(500, 'internal'),
      failure(503, 'unavailable'),
    ].filter((error) => !isRepeated(error, 0));
    expect(sent.map((error) => error.code)).toEqual(['network-error', 'timeout', 'internal', 'unavailable']);
  });

  it('never holds back client errors or other errors', () => {
    const isRepeated = createOutageFilter();
    for (const error of [
      failure(404, 'not-found'),
      failure(404, 'not-found'),
      new Error('boom'),
      new Error('boom'),
    ]) {
      expect(isRepeated(error, 0)).toBe(false);
    }
  });
});
