import type { Catalog } from '../../loadCatalog';
import start from '../de';
import later from '../later/de';

/** Every German message of the SDK. */
export default { ...start, ...later } satisfies Catalog;
