import { describe, expect, it } from 'vitest';
import { cspDirectives } from '../../contracts/security/headers.ts';
import { previewImageOrigins } from '../../src/integrations/preview-client.ts';

const imgSrc = (env: Record<string, string | undefined>) =>
  cspDirectives({ analytics: false, imageOrigins: previewImageOrigins(env) }).find((directive) =>
    directive.startsWith('img-src '),
  );

describe("the images a preview page may show (a Content Lake on another host, such as the local Studio's)", () => {
  const lake = { SANITY_API_HOST: 'http://127.0.0.1:3333/lake', SANITY_PROJECT_ID: 'northwind' };

  it("allows the lake's origin in a preview build's img-src", () => {
    expect(imgSrc({ ...lake, CONTENT_PERSPECTIVE: 'drafts' })).toBe(
      "img-src 'self' data: https://cdn.sanity.io http://127.0.0.1:3333",
    );
  });

  it('adds nothing to a public build, nor to a preview of a Sanity project', () => {
    const publicPolicy = imgSrc({});
    expect(publicPolicy).toBe("img-src 'self' data: https://cdn.sanity.io");
    expect(imgSrc(lake)).toBe(publicPolicy);
    expect(imgSrc({ ...lake, CONTENT_PERSPECTIVE: 'published' })).toBe(publicPolicy);
    expect(imgSrc({ CONTENT_PERSPECTIVE: 'drafts', SANITY_PROJECT_ID: 'northwind' })).toBe(publicPolicy);
  });
});
