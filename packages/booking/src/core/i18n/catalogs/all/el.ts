import type { Catalog } from '../../loadCatalog';
import start from '../el';
import later from '../later/el';

/** Every Greek message of the SDK. */
export default { ...start, ...later } satisfies Catalog;
