// The server entry of the reference app (built by `vite build --ssr`): see createRequestHandler.
export {
  createRequestHandler,
  defaultContentSecurityPolicy,
  type RequestHandlerOptions,
} from './createRequestHandler';
