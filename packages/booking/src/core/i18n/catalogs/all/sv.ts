import type { Catalog } from '../../loadCatalog';
import later from '../later/sv';
import start from '../sv';

/** Every Swedish message of the SDK. */
export default { ...start, ...later } satisfies Catalog;
