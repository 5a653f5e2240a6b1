// The public exports of the checkout: step indicator, provider hand-off and return panels, result summary, and the error and status pages.
export {};
