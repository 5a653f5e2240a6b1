import { useBookingLocation } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { BookingPage } from './BookingPage';
import { CheckoutPage, RETURN_PATHS } from './CheckoutPage';
import { ProviderReturnPage } from './ProviderReturnPage';
import { usePathname } from './router';

/** The site: its own header and footer around the page the path names. */
export function App(): ReactNode {
  const pathname = usePathname();
  const location = useBookingLocation();
  return (
    <div className="site">
      <header className="site-header">
        <a href="/" className="brand">
          Harbour Lockers
        </a>
        <span className="tagline">Storage in central Stockholm</span>
      </header>
      <main className="site-main">
        <Page pathname={pathname} />
      </main>
      <footer className="site-footer">
        {location ? `${location.name} · ` : null}Bookings are handled by Stowly.
      </footer>
    </div>
  );
}

function Page({ pathname }: { pathname: string }): ReactNode {
  switch (pathname) {
    case '/':
      return <BookingPage />;
    case '/checkout':
      return <CheckoutPage />;
    case RETURN_PATHS.payment:
      return <ProviderReturnPage kind="payment" />;
    case RETURN_PATHS.eSignature:
      return <ProviderReturnPage kind="eSignature" />;
    case RETURN_PATHS.idCheck:
      return <ProviderReturnPage kind="idCheck" />;
    default:
      return (
        <>
          <h1>Page not found</h1>
          <p>
            <a href="/">Book a storage unit</a>
          </p>
        </>
      );
  }
}
