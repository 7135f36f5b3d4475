import { createTypeAhead, isPrintableKey, typeAheadMatch } from '../lib/site/menu-typeahead';

/** Menus (spec 4, 9): a submenu opens this long after the pointer rests on it; type-ahead forgets after this pause. */
export const SUBMENU_OPEN_DELAY_MS = 100;

/**
 * The header's dropdowns (markup in DesktopNav.astro) are native popovers that open and close without this
 * script. It adds what Radix's menu gave the React header: menu roles, arrow keys, Home/End, type-ahead,
 * submenus opening on hover after 100 ms or by ArrowRight/Enter/Space and closing by ArrowLeft/Escape with
 * focus back on their trigger.
 */

const PANEL = '[data-menu]';
const ITEM = '[data-menu-item]';

const listOf = (panel: HTMLElement) => panel.querySelector<HTMLElement>(':scope > ul')!;
const itemsOf = (list: Element) => [...list.querySelectorAll<HTMLElement>(`:scope > li > ${ITEM}`)];
const triggerOf = (panel: HTMLElement) =>
  panel.ownerDocument.querySelector<HTMLButtonElement>(`[popovertarget="${panel.id}"]`)!;
const panelOf = (trigger: Element) => trigger.ownerDocument.getElementById(trigger.getAttribute('popovertarget') ?? '');
/** The panel a submenu trigger opens; null for links. */
const subPanelOf = (item: Element) => (item.hasAttribute('popovertarget') ? panelOf(item) : null);
const isOpen = (panel: HTMLElement) => panel.matches(':popover-open');
/** The panel this one opens from, or null for a top menu. */
const parentPanelOf = (panel: HTMLElement) => panel.parentElement?.closest<HTMLElement>(PANEL) ?? null;

function open(panel: HTMLElement, focus: 'first' | 'last' | 'menu') {
  if (!isOpen(panel)) panel.showPopover({ source: triggerOf(panel) });
  const items = itemsOf(listOf(panel));
  const target = focus === 'menu' ? listOf(panel) : focus === 'first' ? items[0] : items.at(-1);
  target?.focus();
}

/** Closes a panel (and, natively, its open submenus) and puts focus back on what opened it. */
function closeTo(panel: HTMLElement) {
  if (isOpen(panel)) panel.hidePopover();
  triggerOf(panel).focus();
}

const topPanelOf = (panel: HTMLElement): HTMLElement => {
  const parent = parentPanelOf(panel);
  return parent ? topPanelOf(parent) : panel;
};

/** Adds the menu roles; before this the panels are plain lists of links that work with Tab alone. */
function enhance(panel: HTMLElement) {
  const list = listOf(panel);
  list.setAttribute('role', 'menu');
  list.setAttribute('aria-labelledby', triggerOf(panel).id);
  list.tabIndex = -1;
  for (const entry of list.querySelectorAll(':scope > li')) {
    if (entry.hasAttribute('data-menu-separator')) {
      entry.setAttribute('role', 'separator');
      entry.removeAttribute('aria-hidden');
    } else entry.setAttribute('role', 'none');
  }
  for (const item of itemsOf(list)) {
    item.setAttribute('role', 'menuitem');
    item.tabIndex = -1;
  }
  const trigger = triggerOf(panel);
  trigger.setAttribute('aria-haspopup', 'menu');
  trigger.setAttribute('aria-expanded', 'false');
  panel.addEventListener('toggle', (event) => {
    const opened = event.newState === 'open';
    trigger.setAttribute('aria-expanded', String(opened));
    // A top menu opened by pointer takes focus itself, so arrows and type-ahead work as in Radix; a submenu
    // opened by hovering leaves focus on its trigger.
    if (opened && !parentPanelOf(panel) && !panel.contains(panel.ownerDocument.activeElement)) listOf(panel).focus();
  });
}

function moveFocus(list: HTMLElement, current: Element, key: string) {
  const items = itemsOf(list);
  const index = items.indexOf(current as HTMLElement);
  const next: Record<string, number> = {
    ArrowDown: Math.min(index + 1, items.length - 1),
    ArrowUp: index === -1 ? items.length - 1 : Math.max(index - 1, 0),
    Home: 0,
    End: items.length - 1,
  };
  items[next[key]]?.focus();
}

export function installMenus(doc: Document): void {
  const panels = [...doc.querySelectorAll<HTMLElement>(PANEL)];
  panels.forEach(enhance);
  const typeAheads = new Map(panels.map((panel) => [listOf(panel), createTypeAhead()]));
  let hoverTimer: number | undefined;
  const win = doc.defaultView!;

  const onTriggerKey = (event: KeyboardEvent, trigger: HTMLElement) => {
    const panel = panelOf(trigger);
    if (!panel) return;
    if (event.key === 'ArrowDown' || ((event.key === 'Enter' || event.key === ' ') && !isOpen(panel))) {
      open(panel, 'first');
    } else if (event.key === 'ArrowUp') open(panel, 'last');
    else if (event.key === 'Enter' || event.key === ' ') panel.hidePopover();
    else return;
    event.preventDefault();
  };

  const onMenuKey = (event: KeyboardEvent, list: HTMLElement) => {
    const panel = list.parentElement!;
    const target = event.target as HTMLElement;
    const subPanel = target.matches(ITEM) ? subPanelOf(target) : null;
    const parent = parentPanelOf(panel);
    if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) moveFocus(list, target, event.key);
    else if (subPanel && ['ArrowRight', 'Enter', ' '].includes(event.key)) open(subPanel, 'first');
    else if (event.key === ' ' && target.matches(`a${ITEM}`)) target.click();
    else if (event.key === 'Escape' || (event.key === 'ArrowLeft' && parent)) closeTo(panel);
    else if (event.key === 'Tab') {
      // Tab leaves the menu: focus continues from the top trigger, as if the menu had not been opened.
      closeTo(topPanelOf(panel));
      return;
    } else if (isPrintableKey(event)) {
      const items = itemsOf(list);
      const search = typeAheads.get(list)!(event.key, event.timeStamp);
      const match = typeAheadMatch(
        items.map((item) => item.textContent ?? ''),
        search,
        items.indexOf(target),
      );
      items[match]?.focus();
    } else return;
    event.preventDefault();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as Element | null;
    const trigger = target?.closest?.<HTMLElement>('[data-menu-trigger]');
    const list = target?.closest?.<HTMLElement>('[role="menu"]');
    if (trigger) onTriggerKey(event, trigger);
    else if (list && typeAheads.has(list)) onMenuKey(event, list);
  };

  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    const item = (event.target as Element | null)?.closest?.<HTMLElement>(ITEM);
    const list = item?.closest<HTMLElement>('[role="menu"]');
    if (!item || !list || doc.activeElement === item) return;
    item.focus();
    win.clearTimeout(hoverTimer);
    // Resting on another item closes its siblings' submenus; resting on a submenu trigger opens its own.
    for (const sibling of itemsOf(list)) {
      const siblingPanel = subPanelOf(sibling);
      if (sibling !== item && siblingPanel && isOpen(siblingPanel)) siblingPanel.hidePopover();
    }
    const subPanel = subPanelOf(item);
    if (subPanel && !isOpen(subPanel)) {
      hoverTimer = win.setTimeout(() => {
        if (doc.activeElement === item) subPanel.showPopover({ source: item });
      }, SUBMENU_OPEN_DELAY_MS);
    }
  };

  const onClick = (event: MouseEvent) => {
    const item = (event.target as Element | null)?.closest?.<HTMLElement>(ITEM);
    const panel = item?.closest<HTMLElement>(PANEL);
    if (!item || !panel) return;
    const subPanel = subPanelOf(item);
    // A click on a submenu trigger opens it (never closes what hovering opened); a link closes the menus.
    if (subPanel) {
      if (isOpen(subPanel)) event.preventDefault();
    } else topPanelOf(panel).hidePopover();
  };

  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('pointermove', onPointerMove);
  doc.addEventListener('click', onClick);
}
