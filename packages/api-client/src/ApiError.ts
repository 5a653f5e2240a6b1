/** One field-level problem reported by the API: the field and a machine-readable code. */
export interface ApiErrorDetail {
  /** The request field the problem is about, by its API name, such as `email` or `moveIn`. */
  field: string;
  /** What is wrong with the field, such as `required` or `format`; a form translates it into a field message. */
  code: string;
  /**
   * A finer cause, when the API gives one: on the `discountCode` detail of `invalid-discount-code`,
   * why the code does not apply (the contract's `DiscountCodeRejection`: `unknown`, `expired`,
   * `not-yet-valid`, `unit-type`, `billing-plan`, `customer-type`).
   */
  reason?: string;
}

/** What can be matched against an error code: an exact string or a regular expression. */
export type ApiErrorCodePattern = string | RegExp;

interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  details?: readonly ApiErrorDetail[];
  currentStep?: string | undefined;
}

const MAX_DETAILS = 100;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readDetails(value: unknown): ApiErrorDetail[] {
  if (!Array.isArray(value)) return [];
  const details: ApiErrorDetail[] = [];
  for (const item of value.slice(0, MAX_DETAILS)) {
    if (isRecord(item) && typeof item.field === 'string' && typeof item.code === 'string') {
      details.push({
        field: item.field,
        code: item.code,
        ...(typeof item.reason === 'string' ? { reason: item.reason } : {}),
      });
    }
  }
  return details;
}

/**
 * The one error type every failed Stowly API call becomes (spec section 8): HTTP status, error
 * code, message and field details, whatever shape the server answered in.
 */
export class ApiError extends Error {
  /** Always `'ApiError'`: the name stack traces and error reports show. */
  override readonly name = 'ApiError';
  /** HTTP status of the answer; 0 when no answer arrived (network failure). */
  readonly status: number;
  /** Machine-readable error code, such as `wrong-step`; `http-<status>` when the body had none. */
  readonly code: string;
  /** Field-level problems, one per bad field. */
  readonly details: readonly ApiErrorDetail[];
  /** The checkout step the server is at, present with code `wrong-step`. */
  readonly currentStep: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.currentStep = init.currentStep;
  }

  /**
   * Normalises an error answer. `body` is the parsed JSON body if there was one; anything that is
   * not the API's error schema still yields a usable error with code `http-<status>`.
   */
  static fromBody(status: number, body: unknown, statusText = ''): ApiError {
    const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
    const code = typeof error?.code === 'string' && error.code !== '' ? error.code : `http-${status}`;
    const message =
      typeof error?.message === 'string' && error.message !== ''
        ? error.message
        : statusText || `Request failed with status ${status}`;
    return new ApiError({
      status,
      code,
      message,
      details: readDetails(error?.details),
      currentStep: typeof error?.currentStep === 'string' ? error.currentStep : undefined,
    });
  }

  /** Reads and normalises an error response (its body is consumed). */
  static async fromResponse(response: Response): Promise<ApiError> {
    let body: unknown;
    try {
      const text = await response.text();
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return ApiError.fromBody(response.status, body, response.statusText);
  }

  /** True when the error code or any detail code matches `pattern`. */
  matches(pattern: ApiErrorCodePattern): boolean {
    const test = (code: string) => {
      if (typeof pattern === 'string') return code === pattern;
      pattern.lastIndex = 0; // a /g or /y pattern would otherwise carry state between calls
      return pattern.test(code);
    };
    return test(this.code) || this.details.some((detail) => test(detail.code));
  }

  /** The detail codes reported for one field. */
  fieldCodes(field: string): string[] {
    return this.details.filter((detail) => detail.field === field).map((detail) => detail.code);
  }
}

/** True when `error` is an {@link ApiError}; with `pattern`, only when its code or a detail code matches. */
export function isApiError(error: unknown, pattern?: ApiErrorCodePattern): error is ApiError {
  return error instanceof ApiError && (pattern === undefined || error.matches(pattern));
}

/**
 * True when `error` is an {@link ApiError} of an API that could not answer: no answer arrived
 * (status 0: network failure, timeout) or a server error (5xx). Such a failure says nothing about
 * what was asked (a draft, a location, a basket): keep it and offer a retry.
 */
export function isApiUnavailable(error: unknown): error is ApiError {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}
