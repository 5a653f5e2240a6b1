import { PortalProvider } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { useAppServices } from '../app/useAppServices';

/**
 * The signed-in part of the app, around the portal's pages (`children`): the portal hooks call the
 * API with the customer's token. A route module of its own, so the portal's code loads with the
 * portal.
 */
export default function PortalArea(props: { children?: ReactNode }): ReactNode {
  const { client } = useAppServices();
  return <PortalProvider client={client}>{props.children}</PortalProvider>;
}
