/** English messages of the reference app shell (web.*). The reference for the other languages. */
export default {} as const satisfies Record<string, string>;
