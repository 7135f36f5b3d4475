/** The few document methods the loader needs, so tests can pass a stand-in. */
export interface ScriptDocument {
  createElement(tag: 'script'): HTMLScriptElement;
  head: { appendChild(node: HTMLScriptElement): unknown };
}

const loads = new WeakMap<ScriptDocument, Map<string, Promise<void>>>();

/** Adds an async script once per document and URL; every later call shares the first load. */
export function loadScriptOnce(src: string, doc: ScriptDocument = document): Promise<void> {
  const byUrl = loads.get(doc) ?? new Map<string, Promise<void>>();
  loads.set(doc, byUrl);
  const existing = byUrl.get(src);
  if (existing) return existing;
  const load = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)));
    doc.head.appendChild(script);
  });
  byUrl.set(src, load);
  return load;
}
