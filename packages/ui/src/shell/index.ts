// The public exports of the app frame: header, footer, full-page skeleton, cookie consent modal, language switcher and toast region.
export {};
