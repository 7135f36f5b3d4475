import { useStore } from '@nanostores/react';
import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import { Icon } from '../components/icons/Icon';
import { Link } from '../components/ui/Link';
import { installAnchorNavigation } from '../lib/site/anchor-navigation';
import { installInvokerCommandFallback } from '../lib/site/invoker-commands';
import { currentMenuId, isSeparator, type NavLink, type NavMenu, type Navigation } from '../lib/site/navigation';
import { isCurrentHref } from '../lib/site/routes';
import { $mobileMenuOpen } from '../stores/mobile-menu';

interface Props {
  navigation: Navigation;
  /** The current route, e.g. "/about". */
  route: string;
}

const noSubscription = () => () => {};
/** False in the server HTML and while hydrating, true afterwards: the same first render on both sides. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * A menu entry: marked current on its own page, with the external icon when it leaves the site (Link adds
 * the screen-reader hint). Extra props come from Radix when it is a dropdown item (`asChild`).
 */
function MenuLink({ link, route, ...props }: { link: NavLink; route: string } & ComponentProps<'a'>) {
  return (
    <Link
      {...props}
      href={link.href}
      external={link.external}
      aria-current={isCurrentHref(link.href, route) ? 'page' : undefined}
    >
      <span>{link.label}</span>
      {link.external && <Icon name="external" className="size-3.5 shrink-0 opacity-60" />}
    </Link>
  );
}

const triggerClass = (current: boolean) =>
  `inline-flex items-center gap-1 rounded-lg px-3 py-2 text-[0.95rem] font-medium transition-colors hover:bg-mist-100 hover:text-navy-900 ${
    current ? 'bg-mist-100 text-teal-700' : 'text-navy-800'
  }`;
const menuItemClass =
  'flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-sm text-slate-700 outline-none hover:bg-mist-100 hover:text-navy-900 data-[highlighted]:bg-mist-100 data-[highlighted]:text-navy-900 aria-[current=page]:font-semibold aria-[current=page]:text-teal-700';
const panelClass = 'z-50 min-w-64 rounded-xl border border-mist-200 bg-white p-2 shadow-xl shadow-navy-900/10';

function DesktopMenu({
  menu,
  route,
  current,
  hydrated,
}: {
  menu: NavMenu;
  route: string;
  current: boolean;
  hydrated: boolean;
}) {
  const items = menu.items.map((entry, index) =>
    isSeparator(entry) ? { key: `separator-${index}`, separator: true as const } : { key: entry.href, link: entry },
  );
  const ariaCurrent = current ? ('true' as const) : undefined;
  if (!hydrated) {
    // Before the island hydrates (or without JavaScript) the menu is a disclosure of plain links.
    return (
      <details className="group relative">
        <summary
          className={`${triggerClass(current)} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
          aria-current={ariaCurrent}
        >
          {menu.label}
          <Icon name="chevronDown" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <ul className={`${panelClass} absolute top-full left-0 mt-2`}>
          {items.map((item) =>
            'separator' in item ? (
              <li key={item.key} aria-hidden="true" className="my-1 h-px bg-mist-200" />
            ) : (
              <li key={item.key}>
                <MenuLink link={item.link} route={route} className={menuItemClass} />
              </li>
            ),
          )}
        </ul>
      </details>
    );
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={`${triggerClass(current)} group data-[state=open]:bg-mist-100`}
        aria-current={ariaCurrent}
      >
        {menu.label}
        <Icon name="chevronDown" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={8} className={panelClass}>
          {items.map((item) =>
            'separator' in item ? (
              <DropdownMenu.Separator key={item.key} className="my-1 h-px bg-mist-200" />
            ) : (
              <DropdownMenu.Item key={item.key} asChild>
                <MenuLink link={item.link} route={route} className={menuItemClass} />
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function LmsLink({ link, className }: { link: NavLink; className: string }) {
  return (
    <Link href={link.href} external={link.external} className={className}>
      <Icon name="logIn" className="size-4" />
      {link.label}
    </Link>
  );
}

const lmsClass =
  'items-center gap-2 rounded-lg border-2 border-navy-800 px-4 py-2 text-sm font-semibold text-navy-900 transition-colors hover:bg-navy-900 hover:text-white';

/** The mobile menu's content, shared by the no-JavaScript disclosure and the slide-out dialog. */
function MobileSections({
  navigation,
  route,
  currentMenu,
  onNavigate,
}: Props & { currentMenu: string | null; onNavigate?: () => void }) {
  const linkClass =
    'flex items-center gap-2 rounded-lg px-3 py-2.5 text-base text-slate-700 hover:bg-mist-100 aria-[current=page]:bg-mist-100 aria-[current=page]:font-semibold aria-[current=page]:text-teal-700';
  return (
    <div className="space-y-1">
      {navigation.menus.map((menu) => (
        <details key={menu.id} className="group" open={menu.id === currentMenu}>
          <summary
            className="flex cursor-pointer list-none items-center justify-between rounded-lg px-3 py-3 text-base font-semibold text-navy-900 hover:bg-mist-100 [&::-webkit-details-marker]:hidden"
            aria-current={menu.id === currentMenu ? 'true' : undefined}
          >
            {menu.label}
            <Icon name="chevronDown" className="size-5 transition-transform group-open:rotate-180" />
          </summary>
          <ul className="mb-2 ml-3 border-l-2 border-mist-200 pl-2">
            {menu.items.map((entry, index) =>
              isSeparator(entry) ? (
                <li key={`separator-${index}`} aria-hidden="true" className="mx-3 my-1 h-px bg-mist-200" />
              ) : (
                <li key={entry.href}>
                  <MenuLink link={entry} route={route} className={linkClass} onClick={onNavigate} />
                </li>
              ),
            )}
          </ul>
        </details>
      ))}
      <ul>
        {navigation.links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              onClick={onNavigate}
              className="block rounded-lg px-3 py-3 text-base font-semibold text-navy-900 hover:bg-mist-100 aria-[current=page]:bg-mist-100 aria-[current=page]:text-teal-700"
              aria-current={isCurrentHref(link.href, route) ? 'page' : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const iconButtonClass = 'inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-mist-100';

function MobileMenu({ navigation, route, hydrated }: Props & { hydrated: boolean }) {
  const open = useStore($mobileMenuOpen);
  const currentMenu = currentMenuId(navigation, route);
  const footer = <LmsLink link={navigation.lms} className={`${lmsClass} flex w-full justify-center py-3`} />;
  if (!hydrated) {
    return (
      <details className="lg:hidden">
        <summary
          className={`${iconButtonClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
          aria-label="Menu"
        >
          <Icon name="menu" className="size-6" />
        </summary>
        <nav
          aria-label="Main"
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--spacing-header))] overflow-y-auto border-b border-mist-200 bg-white p-4 shadow-lg"
        >
          <MobileSections navigation={navigation} route={route} currentMenu={currentMenu} />
          <div className="mt-4 border-t border-mist-200 pt-4">{footer}</div>
        </nav>
      </details>
    );
  }
  const close = () => $mobileMenuOpen.set(false);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => $mobileMenuOpen.set(next)}>
      <Dialog.Trigger className={`${iconButtonClass} lg:hidden`} aria-label="Menu">
        <Icon name="menu" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50 motion-safe:data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col bg-white shadow-2xl motion-safe:data-[state=open]:animate-[slide-in-right_250ms_ease-out]"
        >
          <div className="flex h-header shrink-0 items-center justify-between border-b border-mist-200 px-5">
            <Dialog.Title className="text-lg font-bold text-navy-900">Menu</Dialog.Title>
            <Dialog.Close className={iconButtonClass} aria-label="Close menu">
              <Icon name="close" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="flex-1 overflow-y-auto p-4">
            <MobileSections navigation={navigation} route={route} currentMenu={currentMenu} onNavigate={close} />
          </nav>
          <div className="border-t border-mist-200 p-4">{footer}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The header's navigation: desktop dropdowns (Radix: keyboard, type-ahead, focus handling), the LMS link
 * and the mobile slide-out. Hydrated when the browser is idle; the server HTML already navigates.
 */
export default function SiteHeader({ navigation, route }: Props): ReactNode {
  const hydrated = useHydrated();
  const currentMenu = currentMenuId(navigation, route);

  // Site-wide behaviour rides on the one island every page has, so content pages load no other script.
  useEffect(() => {
    const removers = [installAnchorNavigation(window), installInvokerCommandFallback(document)];
    return () => removers.forEach((remove) => remove());
  }, []);

  return (
    <div className="flex flex-1 items-center justify-end gap-3">
      <nav aria-label="Main" className="hidden lg:block">
        <ul className="flex items-center gap-1">
          {navigation.menus.map((menu) => (
            <li key={menu.id}>
              <DesktopMenu menu={menu} route={route} current={menu.id === currentMenu} hydrated={hydrated} />
            </li>
          ))}
          {navigation.links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className={triggerClass(isCurrentHref(link.href, route))}
                aria-current={isCurrentHref(link.href, route) ? 'page' : undefined}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <span aria-hidden="true" className="hidden h-8 w-px bg-mist-200 lg:block" />
      <LmsLink link={navigation.lms} className={`${lmsClass} hidden lg:inline-flex`} />
      <MobileMenu navigation={navigation} route={route} hydrated={hydrated} />
    </div>
  );
}
