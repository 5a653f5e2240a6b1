import type { ReactNode } from 'react';
import { RedirectStepPage } from './RedirectStepPage';

/** `/{locationId}/checkout/step/id-check` and its cancelled and expired pages. */
export default function IdCheckStepPage(): ReactNode {
  return <RedirectStepPage kind="id-check" />;
}
