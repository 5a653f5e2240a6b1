import type { Catalog } from '../../loadCatalog';
import start from '../es';
import later from '../later/es';

/** Every Spanish message of the SDK. */
export default { ...start, ...later } satisfies Catalog;
