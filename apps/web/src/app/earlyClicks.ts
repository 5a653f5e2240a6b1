declare global {
  interface Window {
    /** Set once the app has taken the server's page over: clicks are the app's from then on. */
    stowlyHydrated?: boolean;
    /** The controls clicked before that (the server's page holds them: src/server/htmlDocument.ts). */
    stowlyEarlyClicks?: Element[];
  }
}

/**
 * Ends the holding of clicks the server's page does until the app is live, and clicks again what
 * the visitor clicked meanwhile (each control once, in order, if it is still on the page).
 */
export function replayEarlyClicks(): void {
  if (window.stowlyHydrated) return;
  window.stowlyHydrated = true;
  const held = window.stowlyEarlyClicks ?? [];
  window.stowlyEarlyClicks = [];
  for (const element of held) {
    if (element.isConnected && element instanceof HTMLElement) element.click();
  }
}
