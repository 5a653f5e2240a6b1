/** English messages of the reference app shell (web.*). The reference for the other languages. */
export default {
  'web.loadingPage': 'Loading the page…',
  'web.reloadingPage': 'Loading the latest version of the page…',
} as const satisfies Record<string, string>;
