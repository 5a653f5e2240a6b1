import type { ReactNode } from 'react';
import { RedirectStepPage } from './RedirectStepPage';

/** `/{locationId}/checkout/step/e-signature` and its cancelled and expired pages. */
export default function ESignatureStepPage(): ReactNode {
  return <RedirectStepPage kind="e-signature" />;
}
