import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPLY_DATA_PATH, applyRoute, type ApplyData } from '../../contracts/applications/apply-routes.ts';

/** The courses whose question pages the publisher answers, from the build's data for them. */
function coursesTakingApplications(outDir: string): Set<string> {
  const file = join(outDir, APPLY_DATA_PATH);
  if (!existsSync(file)) return new Set();
  return new Set((JSON.parse(readFileSync(file, 'utf8')) as ApplyData).courses.map((course) => course.code));
}

/**
 * Every internal link of a built site that leads nowhere: a path with no page or file, or an
 * #anchor with no element of that id on its page, or a question page of an application for a course the build
 * gave the publisher no data for. `pages` maps each page's route (/about, / for the home page) to its HTML;
 * `outDir` holds the other files (assets, PDFs).
 */
export function brokenInternalLinks(pages: Map<string, string>, outDir: string): string[] {
  const ids = new Map(
    [...pages].map(([route, html]) => [route, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]))]),
  );
  const applying = coursesTakingApplications(outDir);
  const broken: string[] = [];
  for (const [route, html] of pages) {
    for (const [, raw] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      const href = raw.replaceAll('&amp;', '&');
      if (!href.startsWith('/') && !href.startsWith('#')) continue;
      if (href.startsWith('//')) continue;
      const url = new URL(href, `http://site${route}`);
      const target = url.pathname.replace(/\/+$/, '') || '/';
      const application = applyRoute(target);
      if (application) {
        if (!applying.has(application.code)) broken.push(`${route}: ${href} (no application for ${application.code})`);
        continue;
      }
      const page = ids.get(target);
      if (!page && !existsSync(join(outDir, decodeURIComponent(target)))) {
        broken.push(`${route}: ${href} (no such page)`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && page && !page.has(anchor)) broken.push(`${route}: ${href} (no #${anchor} on ${target})`);
    }
  }
  return broken;
}
