// @vitest-environment jsdom
import { ApiError } from '@stowly/api-client';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCheckoutCall } from '../useCheckoutCall';

afterEach(cleanup);

const wrongStep = () =>
  new ApiError({ status: 409, code: 'wrong-step', message: 'Wrong step', currentStep: 'e-signature' });

describe('useCheckoutCall', () => {
  it('is pending while the call runs and stays so after a success, as the page moves on', async () => {
    let finish = () => {};
    const call = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useCheckoutCall(call));
    expect(result.current.status).toBe('idle');
    act(() => result.current.run());
    expect(result.current.status).toBe('pending');
    await act(async () => finish());
    expect(result.current.status).toBe('pending');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('fails on a retryable error, and runs again when asked', async () => {
    const call = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useCheckoutCall(call));
    act(() => result.current.run());
    await waitFor(() => expect(result.current.status).toBe('failed'));
    act(() => result.current.run());
    expect(result.current.status).toBe('pending');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('hands an error that moves the checkout to onOutcome and goes back to idle', async () => {
    const onOutcome = vi.fn();
    const { result } = renderHook(() => useCheckoutCall(() => Promise.reject(wrongStep()), { onOutcome }));
    act(() => result.current.run());
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(onOutcome).toHaveBeenCalledWith({ kind: 'step', step: 'e-signature', reason: null });
  });

  it('runs once on mount, also in strict mode', async () => {
    const call = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useCheckoutCall(call, { runOnMount: true }), { wrapper: StrictMode });
    await waitFor(() => expect(result.current.status).toBe('pending'));
    expect(call).toHaveBeenCalledTimes(1);
  });
});
