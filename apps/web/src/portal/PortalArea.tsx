import { PortalProvider } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useAppServices } from '../app/useAppServices';

/**
 * The signed-in part of the app: the portal hooks call the API with the customer's token. A route
 * module of its own, so the portal's code loads with the portal.
 */
export default function PortalArea(): ReactNode {
  const { client } = useAppServices();
  return (
    <PortalProvider client={client}>
      <Outlet />
    </PortalProvider>
  );
}
