// The two @stowly/ui components this site uses (the theme provider and the move-in date picker)
// need the package's stylesheet; everything else is styled by the site's own CSS.
import '@stowly/ui/styles.css';
import './site.css';
import { BookingProvider, I18nProvider } from '@stowly/booking/react';
import { StowlyThemeProvider } from '@stowly/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { navigate } from './router';
import { client, LANGUAGE, LOCATION_ID, queryClient } from './stowly';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* The SDK's English messages (and the tenant's own texts from GET /translation). */}
      <I18nProvider client={client} language={LANGUAGE} fallback={<p role="status">Loading…</p>}>
        {/* One visitor's booking of one location; the draft and the checkout's basket are kept in
            session storage, so they survive the trips to the payment and signing pages. */}
        <BookingProvider
          client={client}
          locationId={LOCATION_ID}
          language={LANGUAGE}
          storage={window.sessionStorage}
          onBookingCreated={() => navigate('/checkout')}
          onError={(error) => console.error('[booking]', error)}
        >
          {/* @stowly/ui's root: its components (here only the move-in date picker) and their
              popovers render inside it, with the tenant's theme variables; nothing outside it is
              styled by @stowly/ui. */}
          <StowlyThemeProvider>
            <App />
          </StowlyThemeProvider>
        </BookingProvider>
      </I18nProvider>
    </QueryClientProvider>
  </StrictMode>,
);
