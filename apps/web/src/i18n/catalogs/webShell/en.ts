/** English messages of the reference app's shell (web.shell.*): the footer's cookie settings button. The reference for the other languages. */
export default {
  'web.shell.cookieSettings': 'Cookie settings',
} as const satisfies Record<string, string>;
