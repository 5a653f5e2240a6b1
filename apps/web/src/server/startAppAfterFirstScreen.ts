/**
 * Runs in the browser, inline in the server's page (its text is written into the page, so it uses
 * nothing from outside): once the first screen is on screen with its images, adds the app's module
 * script `src`.
 *
 * "On screen" is what the browser reports, not a guess: after the first screen's images have
 * loaded or failed, the largest-contentful-paint entry of a frame presented since (the picture, or
 * the page's first paint when it has none), or 250 ms after the first paint where that entry does
 * not come (a text was larger and painted earlier). A browser without that report goes on after the
 * next frame; 2.5 s is the most the page waits in any case.
 *
 * The page is whole without the app: readable, its links work, and the clicks on its controls are
 * held until the app is live and then replayed (the page's early-clicks script). The app's script
 * and its hydration are the heaviest work of the first load on a phone (the download shares the
 * line with the pictures; running it holds back their paint); started after the first screen is
 * shown, they no longer delay what the visitor sees first, only the moment the page reacts, by
 * about the time its pictures take.
 */
export function startAppAfterFirstScreen(src: string, nonce: string): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.nonce = nonce;
    script.src = src;
    document.head.appendChild(script);
  };
  setTimeout(start, 2500);
  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void): boolean => {
    if (
      !(typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes(type))
    )
      return false;
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    return true;
  };
  const whenShown = (imagesSettledAt: number) => {
    const reported = observe('largest-contentful-paint', (entry) => {
      if (entry.startTime >= imagesSettledAt) start();
    });
    if (!reported) {
      requestAnimationFrame(() => setTimeout(start, 0));
      return;
    }
    observe('paint', (entry) => {
      if (entry.name === 'first-contentful-paint') {
        setTimeout(start, Math.max(0, entry.startTime + 250 - performance.now()));
      }
    });
  };
  const waitForImages = () => {
    const pending = Array.prototype.filter.call(document.images, (image: HTMLImageElement) => {
      if (image.complete || image.loading === 'lazy') return false;
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    }) as HTMLImageElement[];
    let left = pending.length;
    const settle = () => {
      left -= 1;
      if (left === 0) whenShown(performance.now());
    };
    if (left === 0) {
      whenShown(0);
      return;
    }
    for (const image of pending) {
      image.addEventListener('load', settle, { once: true });
      image.addEventListener('error', settle, { once: true });
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', waitForImages);
  else waitForImages();
}
