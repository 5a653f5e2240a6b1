/** English messages of the reference app booking pages (web.flow.*). The reference for the other languages. */
export default {} as const satisfies Record<string, string>;
