// The only script of content pages: menu keys, the phone menu's focus, anchor scrolling, invoker commands, the
// search link (the search itself loads when it is first opened), the shortlist's toggles and count, and print buttons. It runs
// inline at the end of each page's body (src/integrations/inline-scripts/), as a classic script: no import or
// export of its own.
import { installAnchorNavigation } from '../lib/site/anchor-navigation';
import { installInvokerCommandFallback } from '../lib/site/invoker-commands';
import { installPrintButtons } from '../lib/site/print-buttons';
import { installMenus } from './menus';
import { installMobileMenu } from './mobile-menu';
import { installSearchLauncher } from './search-launcher';
import { installShortlist } from './shortlist';

installAnchorNavigation(window);
installInvokerCommandFallback(document);
installMenus(document);
installMobileMenu(document);
installSearchLauncher(document);
installShortlist(document);
installPrintButtons(document);
