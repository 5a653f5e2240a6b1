import type { Catalog } from '../../loadCatalog';
import later from '../later/nl';
import start from '../nl';

/** Every Dutch message of the SDK. */
export default { ...start, ...later } satisfies Catalog;
