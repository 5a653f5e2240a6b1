// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAppAfterFirstScreen } from '../startAppAfterFirstScreen';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** An image of the server's page, still loading, laid out at `top` (jsdom does no layout). */
function loadingImage(top: number, loading: 'eager' | 'lazy' = 'eager') {
  const image = document.createElement('img');
  image.loading = loading;
  Object.defineProperty(image, 'complete', { value: false, configurable: true });
  image.getBoundingClientRect = () => new DOMRect(0, top, 300, 200);
  document.body.append(image);
  return image;
}

/** The module scripts added to the page. */
const appScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => ({
    type: script.type,
    src: script.getAttribute('src'),
    nonce: script.nonce,
    crossOrigin: script.crossOrigin,
  }));

describe('startAppAfterFirstScreen: the server page starts the app once its first screen is painted', () => {
  it('adds the module script after the first screen’s images have loaded or failed and a frame, not waiting for lazy or lower ones', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const card = loadingImage(100);
    const logo = loadingImage(10);
    loadingImage(100, 'lazy');
    loadingImage(window.innerHeight + 500);

    startAppAfterFirstScreen('/assets/index-abc.js', 'n0nce');
    await vi.advanceTimersByTimeAsync(100);
    expect(appScripts()).toEqual([]);
    card.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(appScripts()).toEqual([]);
    logo.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(50);
    expect(appScripts()).toEqual([
      { type: 'module', src: '/assets/index-abc.js', nonce: 'n0nce', crossOrigin: 'anonymous' },
    ]);
    // Once: later events change nothing.
    card.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(appScripts()).toHaveLength(1);
  });

  it('does not wait more than 2.5 s for an image that never arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    loadingImage(0);
    startAppAfterFirstScreen('/assets/index-abc.js', 'n0nce');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(appScripts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(600);
    expect(appScripts()).toHaveLength(1);
  });

  it('starts after one frame when every image is already there', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.body.append(document.createElement('img'));
    startAppAfterFirstScreen('/assets/index-abc.js', 'n0nce');
    await vi.advanceTimersByTimeAsync(50);
    expect(appScripts()).toHaveLength(1);
  });

  it('where the browser reports paints, waits for the largest paint presented after the images, or 250 ms after the first paint', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance'] });
    const observers: { type: string; report: (entries: Partial<PerformanceEntry>[]) => void }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
      constructor(private readonly callback: (list: { getEntries(): Partial<PerformanceEntry>[] }) => void) {}
      observe({ type }: { type: string }) {
        observers.push({ type, report: (entries) => this.callback({ getEntries: () => entries }) });
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const report = (type: string, entries: Partial<PerformanceEntry>[]) => {
      for (const observer of observers.filter((candidate) => candidate.type === type))
        observer.report(entries);
    };

    // A largest paint from before the picture arrived does not count; the picture's own does.
    const card = loadingImage(100);
    startAppAfterFirstScreen('/assets/index-abc.js', 'n0nce');
    await vi.advanceTimersByTimeAsync(300);
    card.dispatchEvent(new Event('load'));
    const loadedAt = performance.now();
    report('largest-contentful-paint', [{ startTime: loadedAt - 200 }]);
    await vi.advanceTimersByTimeAsync(100);
    expect(appScripts()).toHaveLength(0);
    report('largest-contentful-paint', [{ startTime: loadedAt + 16 }]);
    expect(appScripts()).toHaveLength(1);

    // A page whose largest paint came before: 250 ms after its first paint.
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    observers.length = 0;
    const photo = loadingImage(0);
    startAppAfterFirstScreen('/assets/index-abc.js', 'n0nce');
    await vi.advanceTimersByTimeAsync(100);
    photo.dispatchEvent(new Event('load'));
    report('paint', [{ name: 'first-contentful-paint', startTime: performance.now() - 50 }]);
    await vi.advanceTimersByTimeAsync(150);
    expect(appScripts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(60);
    expect(appScripts()).toHaveLength(1);
  });
});
