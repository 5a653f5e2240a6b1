import type { Catalog } from '../../loadCatalog';
import start from '../fr';
import later from '../later/fr';

/** Every French message of the SDK. */
export default { ...start, ...later } satisfies Catalog;
