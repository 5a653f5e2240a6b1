import { type ContractFile, loadContractDocument } from './contractDocuments';

/*
 * Limits and formats the sandbox checks by hand (the identity pages' forms, paging, product
 * quantities), read from the contract documents so that the documents stay their one source.
 * A limit the documents no longer define stops the server at start-up.
 */

type Json = Record<string, unknown>;

const documents = new Map<ContractFile, Json>();

function documentOf(file: ContractFile): Json {
  let document = documents.get(file);
  if (!document) {
    document = loadContractDocument(file);
    documents.set(file, document);
  }
  return document;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null;
}

/** Follows a local `$ref` (`#/components/...`) until the value is not one. */
function resolve(document: Json, value: unknown): unknown {
  let current = value;
  while (isObject(current) && typeof current.$ref === 'string') {
    const pointer: string = current.$ref;
    current = pointer
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), document);
  }
  return current;
}

/**
 * The value at `path` in a contract document, `$ref`s followed on the way. A step `name=state`
 * picks the parameter of that name out of a parameter list.
 */
function at(file: ContractFile, path: readonly string[]): unknown {
  const document = documentOf(file);
  let node: unknown = document;
  for (const step of path) {
    node = resolve(document, node);
    const parameter = /^name=(.+)$/.exec(step)?.[1];
    node = Array.isArray(node)
      ? node.map((item) => resolve(document, item)).find((item) => isObject(item) && item.name === parameter)
      : isObject(node)
        ? node[step]
        : undefined;
  }
  return resolve(document, node);
}

function required<T>(file: ContractFile, path: readonly string[], check: (value: unknown) => value is T): T {
  const value = at(file, path);
  if (!check(value)) throw new Error(`${file} does not define ${path.join(' > ')} as the sandbox expects`);
  return value;
}

const isNumber = (value: unknown): value is number => typeof value === 'number';
const isString = (value: unknown): value is string => typeof value === 'string';

const number = (file: ContractFile, path: readonly string[]) => required(file, path, isNumber);
const pattern = (file: ContractFile, path: readonly string[]) => new RegExp(required(file, path, isString));

/** Where the schema of a shared parameter is (`components.parameters`). */
const parameter = (name: string) => ['components', 'parameters', name, 'schema'];
/** Where the schema of a query parameter of one GET operation is. */
const queryParameter = (path: string, name: string) => [
  'paths',
  path,
  'get',
  'parameters',
  `name=${name}`,
  'schema',
];
/** Where the schema of a field of a form posted to `path` is. */
const formField = (path: string, field: string) => [
  'paths',
  path,
  'post',
  'requestBody',
  'content',
  'application/x-www-form-urlencoded',
  'schema',
  'properties',
  field,
];
const NEW_PASSWORD = ['components', 'schemas', 'NewPassword'];
const MAX_QUANTITY = ['components', 'schemas', 'OptionalProduct', 'properties', 'maxQuantity'];

/** The length of a new password (identity contract, `NewPassword`), in characters. */
export const NEW_PASSWORD_LENGTH = {
  min: number('identity-api.yaml', [...NEW_PASSWORD, 'minLength']),
  max: number('identity-api.yaml', [...NEW_PASSWORD, 'maxLength']),
} as const;

/** The longest email address the sign-in form takes (`POST /sign-in`). */
export const SIGN_IN_EMAIL_MAX_LENGTH = number('identity-api.yaml', [
  ...formField('/sign-in', 'email'),
  'maxLength',
]);

/** The longest email address the forgot-password form takes (`POST /forgot-password`). */
export const RESET_EMAIL_MAX_LENGTH = number('identity-api.yaml', [
  ...formField('/forgot-password', 'email'),
  'maxLength',
]);

/** The length of the `state` of an authorization request (`GET /authorize`). */
export const OAUTH_STATE_LENGTH = {
  min: number('identity-api.yaml', [...queryParameter('/authorize', 'state'), 'minLength']),
  max: number('identity-api.yaml', [...queryParameter('/authorize', 'state'), 'maxLength']),
} as const;

/** The form of a PKCE `code_challenge` (`GET /authorize`). */
export const CODE_CHALLENGE_PATTERN = pattern('identity-api.yaml', [
  ...queryParameter('/authorize', 'code_challenge'),
  'pattern',
]);

/** The form of a mailed link's token (the identity pages' `token` parameter). */
export const LINK_TOKEN_PATTERN = pattern('identity-api.yaml', [...parameter('LinkToken'), 'pattern']);

/** The form of the identity pages' `language` parameter (`de`, `de-AT`). */
export const PAGE_LANGUAGE_PATTERN = pattern('identity-api.yaml', [...parameter('Language'), 'pattern']);

/** The largest tenant id the identity pages' `tenant` parameter takes. */
export const TENANT_ID_MAX = number('identity-api.yaml', [...parameter('Tenant'), 'maximum']);

const paging = (name: 'Page' | 'PageSize') => ({
  default: number('booking-api.yaml', [...parameter(name), 'default']),
  min: number('booking-api.yaml', [...parameter(name), 'minimum']),
  max: number('booking-api.yaml', [...parameter(name), 'maximum']),
});

/** Paged lists of the booking API: the bounds and defaults of `page` and `pageSize`. */
export const PAGING = { page: paging('Page'), pageSize: paging('PageSize') } as const;

/** The range of an optional product's `maxQuantity`. */
export const PRODUCT_MAX_QUANTITY = {
  min: number('booking-api.yaml', [...MAX_QUANTITY, 'minimum']),
  max: number('booking-api.yaml', [...MAX_QUANTITY, 'maximum']),
} as const;
