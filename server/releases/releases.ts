import { watch } from 'node:fs';
import { mkdir, readFile, readdir, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Release {
  id: string;
  dir: string;
  /** When the release was finished, ISO 8601. */
  createdAt: string;
}

export interface ReleaseStore {
  /** Removes folders of builds that never finished and of releases whose deletion was cut short. */
  removeUnfinished(): Promise<void>;
  list(): Promise<Release[]>;
  current(): Promise<Release | null>;
  /** The newest release older than the current one. */
  previous(): Promise<Release | null>;
  /** A fresh folder for a build; nothing serves it until `commit`. */
  prepare(): Promise<{ id: string; dir: string }>;
  /** Seals a prepared folder as a release and makes it current. */
  commit(id: string): Promise<Release>;
  discard(id: string): Promise<void>;
  activate(release: Release): Promise<void>;
  /** The oldest releases beyond the number kept; never the current one. */
  surplus(): Promise<Release[]>;
  /** Deletes releases: each is first renamed aside at once, so a crash mid-delete leaves nothing half-served. */
  remove(releases: Release[]): Promise<void>;
  /** Calls back when the current release may have changed (e.g. `npm run rollback` from another process). */
  watch(onChange: () => void): () => void;
}

// A dotfile, so it is never served (the static server answers no hidden file).
const MANIFEST = '.release.json';
const CURRENT = 'current';
const UNFINISHED = '.partial';
const DOOMED = '.deleting';
const isLeftover = (name: string) => name.endsWith(UNFINISHED) || name.endsWith(DOOMED);

// ISO time with file-name-safe separators: unique per build and sorts in creation order.
const newReleaseId = () => new Date().toISOString().replace(/[:.]/g, '-');

export function createReleaseStore(dir: string, kept: number): ReleaseStore {
  const releaseDir = (id: string) => join(dir, id);

  async function read(id: string): Promise<Release | null> {
    try {
      const manifest = JSON.parse(await readFile(join(releaseDir(id), MANIFEST), 'utf8')) as { createdAt: string };
      return { id, dir: releaseDir(id), createdAt: manifest.createdAt };
    } catch {
      return null;
    }
  }

  async function list(): Promise<Release[]> {
    await mkdir(dir, { recursive: true });
    const entries = await readdir(dir, { withFileTypes: true });
    const ids = entries.filter((entry) => entry.isDirectory() && !isLeftover(entry.name)).map((entry) => entry.name);
    const releases = await Promise.all(ids.sort().map(read));
    return releases.filter((release): release is Release => release !== null);
  }

  async function current(): Promise<Release | null> {
    try {
      return await read(await readlink(join(dir, CURRENT)));
    } catch {
      return null;
    }
  }

  async function activate(release: Release): Promise<void> {
    // rename() over the old link is atomic: a restart or a rollback never sees a missing link.
    const next = join(dir, `${CURRENT}.next`);
    await rm(next, { force: true });
    await symlink(release.id, next);
    await rename(next, join(dir, CURRENT));
  }

  return {
    async removeUnfinished() {
      await mkdir(dir, { recursive: true });
      const entries = await readdir(dir);
      await Promise.all(
        entries.filter(isLeftover).map((name) => rm(join(dir, name), { recursive: true, force: true })),
      );
    },
    list,
    current,
    async previous() {
      const live = await current();
      const older = (await list()).filter((release) => !live || release.id < live.id);
      return older.at(-1) ?? null;
    },
    async prepare() {
      const id = newReleaseId();
      const folder = releaseDir(id + UNFINISHED);
      await mkdir(folder, { recursive: true });
      return { id, dir: folder };
    },
    async commit(id) {
      const release: Release = { id, dir: releaseDir(id), createdAt: new Date().toISOString() };
      await writeFile(
        join(releaseDir(id + UNFINISHED), MANIFEST),
        `${JSON.stringify({ id, createdAt: release.createdAt })}\n`,
      );
      await rename(releaseDir(id + UNFINISHED), release.dir);
      await activate(release);
      return release;
    },
    async discard(id) {
      await rm(releaseDir(id + UNFINISHED), { recursive: true, force: true });
    },
    activate,
    async surplus() {
      const live = await current();
      const releases = await list();
      return releases.slice(0, Math.max(0, releases.length - kept)).filter((release) => release.id !== live?.id);
    },
    async remove(doomed) {
      for (const release of doomed) {
        const aside = `${release.dir}${DOOMED}`;
        await rename(release.dir, aside);
        await rm(aside, { recursive: true, force: true });
      }
    },
    watch(onChange) {
      const watcher = watch(dir, { persistent: false }, (_event, name) => {
        if (name === CURRENT) onChange();
      });
      return () => watcher.close();
    },
  };
}
