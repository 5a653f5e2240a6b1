import { type StowlyClient, unwrap } from '../createStowlyClient';
import { clientLanguage, keepWhileLanguageChanges } from '../internal/clientLanguage';
import { defineQuery } from './defineQuery';

/**
 * Query options for the server-side checkout of a basket. Keys start with `checkout` and end with
 * the client's language (`{ language }`): the summary's lines are named in it.
 */
export const checkoutQueries = {
  /**
   * `GET /checkout/{basketId}`: the basket's checkout state; its `step` decides what the customer
   * sees. Always refetched when shown again (the customer may come back from a provider).
   */
  state: (client: StowlyClient, basketId: number) => {
    const { language, headers } = clientLanguage(client);
    const queryKey = ['checkout', basketId, { language }] as const;
    return defineQuery({
      queryKey,
      placeholderData: keepWhileLanguageChanges(queryKey),
      queryFn: async ({ signal }) =>
        (
          await unwrap(
            client.GET('/checkout/{basketId}', { params: { path: { basketId } }, headers, signal }),
          )
        ).data,
      staleTime: 0,
      refetchOnWindowFocus: true,
    });
  },

  /** `GET /checkout/{basketId}/result`: the booking result the success page shows. */
  result: (client: StowlyClient, basketId: number) => {
    const { language, headers } = clientLanguage(client);
    const queryKey = ['checkout', basketId, 'result', { language }] as const;
    return defineQuery({
      queryKey,
      placeholderData: keepWhileLanguageChanges(queryKey),
      queryFn: async ({ signal }) =>
        (
          await unwrap(
            client.GET('/checkout/{basketId}/result', { params: { path: { basketId } }, headers, signal }),
          )
        ).data,
    });
  },
};
