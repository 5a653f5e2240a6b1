// The cancellation dialog as a module of its own, so the overview can load it on demand (a dynamic
// import of the whole `@stowly/ui` would bring every component along).
export { CancelBookingDialog as default } from '@stowly/ui';
