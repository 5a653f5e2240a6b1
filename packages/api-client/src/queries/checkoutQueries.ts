import { type StowlyClient, unwrap } from '../createStowlyClient';
import { defineQuery } from './defineQuery';

/** Query options for the server-side checkout of a basket. Keys start with `checkout`. */
export const checkoutQueries = {
  /**
   * `GET /checkout/{basketId}`: the basket's checkout state; its `step` decides what the customer
   * sees. Always refetched when shown again (the customer may come back from a provider).
   */
  state: (client: StowlyClient, basketId: number) =>
    defineQuery({
      queryKey: ['checkout', basketId],
      queryFn: async ({ signal }) =>
        (await unwrap(client.GET('/checkout/{basketId}', { params: { path: { basketId } }, signal }))).data,
      staleTime: 0,
      refetchOnWindowFocus: true,
    }),

  /** `GET /checkout/{basketId}/result`: the booking result the success page shows. */
  result: (client: StowlyClient, basketId: number) =>
    defineQuery({
      queryKey: ['checkout', basketId, 'result'],
      queryFn: async ({ signal }) =>
        (await unwrap(client.GET('/checkout/{basketId}/result', { params: { path: { basketId } }, signal })))
          .data,
    }),
};
