import type { Catalog } from '../../loadCatalog';
import start from '../fi';
import later from '../later/fi';

/** Every Finnish message of the SDK. */
export default { ...start, ...later } satisfies Catalog;
