import { describe, expect, it } from 'vitest';
import { apiError, createFakeApi, withStatus } from '../index';

describe('@stowly/api-client/testing: createFakeApi', () => {
  it('answers from typed handlers and records the requests with their path parameters', async () => {
    const api = createFakeApi({
      'GET /unit-type/{id}/billing-period': ({ params }) => ({
        data: [],
        page: 1,
        pageSize: 10,
        lastPage: 1,
        total: Number(params.id),
      }),
    });
    const { data } = await api.client.GET('/unit-type/{id}/billing-period', {
      params: { path: { id: 12 }, query: { page: 1, pageSize: 10 } },
    });
    expect(data?.total).toBe(12);
    expect(api.requestsTo('GET /unit-type/{id}/billing-period')).toMatchObject([
      { method: 'GET', path: '/unit-type/12/billing-period', query: { page: '1', pageSize: '10' } },
    ]);
  });

  it('answers error envelopes and other statuses, and 501 to a request no handler matches', async () => {
    const api = createFakeApi({ 'POST /booking': () => apiError(409, 'unit-unavailable') });
    const booking = { params: { header: { 'Idempotency-Key': 'key-1' } }, body: {} as never };
    const booked = await api.client.POST('/booking', booking);
    expect(booked.response.status).toBe(409);
    expect(booked.error).toMatchObject({ error: { code: 'unit-unavailable' } });

    api.use({ 'POST /booking': () => withStatus(201, { data: { basketId: 9 } } as never) });
    expect((await api.client.POST('/booking', booking)).response.status).toBe(201);

    const missing = await api.client.GET('/country');
    expect(missing.response.status).toBe(501);
    expect(api.unhandled).toEqual(['GET /country']);
  });
});
