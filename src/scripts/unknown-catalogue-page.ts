// Spec 2.5, 8: on a static host, the 404 page sends an unknown address under /courses/ on (a code written in capitals
// to its page, anything else to the catalogue), replacing itself in history, as the publisher answers it.
import { unknownCataloguePageTarget } from '../../contracts/routes';

const target = unknownCataloguePageTarget(location.pathname);
if (target !== null) location.replace(target);
