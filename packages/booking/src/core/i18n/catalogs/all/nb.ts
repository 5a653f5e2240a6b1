import type { Catalog } from '../../loadCatalog';
import later from '../later/nb';
import start from '../nb';

/** Every Norwegian (Bokmål) message of the SDK. */
export default { ...start, ...later } satisfies Catalog;
