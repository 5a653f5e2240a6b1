import type { Catalog } from '../../loadCatalog';
import later from '../later/pt';
import start from '../pt';

/** Every Portuguese message of the SDK. */
export default { ...start, ...later } satisfies Catalog;
