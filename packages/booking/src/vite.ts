/**
 * `@stowly/booking/vite`: build-time help for a Vite app on the SDK. `precompileMessages` parses
 * the message catalogs (the SDK's and the app's own) at build time, so no ICU parser loads with
 * the app. Runs in Node, in the app's `vite.config.ts`; `vite` is an optional peer dependency.
 *
 * @packageDocumentation
 */
export { SUPPORTED_LANGUAGES } from './core/i18n/languages';
export { type PrecompileMessagesOptions, precompileMessages } from './vite/precompileMessages';
