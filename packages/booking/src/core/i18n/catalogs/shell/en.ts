/** English messages of the app frame: header, footer, skeleton, cookie consent, language switcher and toasts (ui.shell.*). The reference for the other languages. */
export default {} as const satisfies Record<string, string>;
