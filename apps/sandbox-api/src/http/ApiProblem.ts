/** One field-level problem of an error answer. */
export interface ProblemDetail {
  field: string;
  code: string;
  /** Why a discount code does not apply (only on `invalid-discount-code`'s detail). */
  reason?: string;
}

/**
 * An error answer of the booking API, thrown by handlers and rendered in the contract's error
 * schema: `{ error: { code, message, details, currentStep? } }`.
 */
export class ApiProblem extends Error {
  /** Response headers of the answer besides the JSON ones, such as `Retry-After` of a 429. */
  headers: Record<string, string> = {};

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ProblemDetail[] = [],
    readonly currentStep?: string,
  ) {
    super(message);
  }

  toBody() {
    return {
      error: {
        code: this.code,
        message: this.message,
        details: this.details,
        ...(this.currentStep ? { currentStep: this.currentStep } : {}),
      },
    };
  }
}

export const notFound = (message = 'Not found') => new ApiProblem(404, 'not-found', message);
export const unauthorized = (message = 'Sign in to continue') => new ApiProblem(401, 'unauthorized', message);
export const conflict = (code: string, message: string, details: ProblemDetail[] = []) =>
  new ApiProblem(409, code, message, details);
export const unprocessable = (code: string, message: string, details: ProblemDetail[] = []) =>
  new ApiProblem(422, code, message, details);
/** 429 `too-many-requests` with `Retry-After`: whole seconds until a new attempt counts again. */
export function tooManyRequests(message: string, retryAfterSeconds: number): ApiProblem {
  const problem = new ApiProblem(429, 'too-many-requests', message);
  problem.headers = { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  return problem;
}
