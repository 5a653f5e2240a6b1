/**
 * @stowly/booking/react: providers and hooks over the headless booking rules.
 * @packageDocumentation
 */
export {};
