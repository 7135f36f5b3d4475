import { deliveryModesOf, type StoredDeliveryMode } from '../../../contracts/delivery-modes';
import { fixedValue, SEARCH_FIELD } from '../../../contracts/search/record';

/**
 * A course's delivery modes as values of site search's Delivery filter: one empty element each, because Pagefind
 * takes one value per element, and the page already says them in the course's own words.
 */
export function DeliveryFilters({ modes }: { modes: readonly StoredDeliveryMode[] }) {
  const titles = [...new Set(deliveryModesOf(modes).map(({ title }) => title))];
  return titles.map((title) => (
    <span key={title} hidden data-pagefind-filter={fixedValue(SEARCH_FIELD.delivery, title)} />
  ));
}
