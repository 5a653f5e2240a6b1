import start from '../en';
import later from '../later/en';

/** Every English message of the SDK: the reference catalog (see `Catalog`). */
export default { ...start, ...later };
