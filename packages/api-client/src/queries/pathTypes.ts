import type { paths } from '../generated/booking-api';

type GetPaths = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];

/** The query parameters of a GET path, from the generated contract. */
export type GetQuery<P extends GetPaths> = paths[P] extends { get: { parameters: { query?: infer Q } } }
  ? NonNullable<Q>
  : never;

/** The JSON body of a POST path, from the generated contract. */
export type PostBody<P extends keyof paths> = paths[P] extends {
  post: { requestBody?: { content: { 'application/json': infer B } } };
}
  ? B
  : never;
