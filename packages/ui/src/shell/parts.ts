/** The public parts of the app frame: header, footer, full-page skeleton, cookie consent modal, language switcher and toast region; each renders with the class `stowly-<Part>`. */
export type ShellPart = never;
