import type { Catalog } from '../../loadCatalog';
import start from '../cs';
import later from '../later/cs';

/** Every Czech message of the SDK. */
export default { ...start, ...later } satisfies Catalog;
