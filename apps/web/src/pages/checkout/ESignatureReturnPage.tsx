import type { ReactNode } from 'react';
import { ProviderReturnPage } from './ProviderReturnPage';

/** `/{locationId}/checkout/esignature/{basketId}`: the return point of the signature provider. */
export default function ESignatureReturnPage(): ReactNode {
  return <ProviderReturnPage kind="e-signature" />;
}
