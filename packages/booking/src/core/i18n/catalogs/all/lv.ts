import type { Catalog } from '../../loadCatalog';
import later from '../later/lv';
import start from '../lv';

/** Every Latvian message of the SDK. */
export default { ...start, ...later } satisfies Catalog;
