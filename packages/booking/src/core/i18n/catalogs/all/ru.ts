import type { Catalog } from '../../loadCatalog';
import later from '../later/ru';
import start from '../ru';

/** Every Russian message of the SDK. */
export default { ...start, ...later } satisfies Catalog;
