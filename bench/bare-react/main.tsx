// The smallest React 19 page: the floor the app's Lighthouse figures are compared with.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function BarePage() {
  return (
    <main>
      <h1>Bare React</h1>
      <p>
        A heading and a paragraph rendered by React with createRoot, built by Vite and served by the sandbox
        the same way as the app, so the bench can tell what the app adds on top of React itself.
      </p>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(
  <StrictMode>
    <BarePage />
  </StrictMode>,
);
