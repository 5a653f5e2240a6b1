import type { Catalog } from '../../loadCatalog';
import later from '../later/pl';
import start from '../pl';

/** Every Polish message of the SDK. */
export default { ...start, ...later } satisfies Catalog;
