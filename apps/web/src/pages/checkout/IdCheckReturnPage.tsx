import type { ReactNode } from 'react';
import { ProviderReturnPage } from './ProviderReturnPage';

/** `/{locationId}/checkout/id-check/{basketId}`: the return point of the identity-check provider. */
export default function IdCheckReturnPage(): ReactNode {
  return <ProviderReturnPage kind="id-check" />;
}
