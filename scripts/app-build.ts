import { resolve } from 'node:path'
import type { IndexHtmlTransformContext, ResolvedConfig } from 'vite'

/**
 * Whether Vite is transforming the app's own page, the index.html at the root. Storybook builds its pages with the
 * app's vite.config.ts too, and what only the app's build writes (config.json, the CSP headers, the demo games,
 * mock-sw.js) has no place in Storybook's output: a plugin that writes one asks this first.
 */
export function isAppPage(config: ResolvedConfig, ctx: IndexHtmlTransformContext): boolean {
  return resolve(ctx.filename) === resolve(config.root, 'index.html')
}

/**
 * For a plugin that only needs to know, when the bundle closes, whether this was the app's own build: pass it the
 * plugin's resolved config (`configResolved`), use its `transformIndexHtml` as the plugin's (it notes the app's page,
 * after Vite's own processing, and changes nothing), and ask `isAppBuild()` in `closeBundle`.
 */
export function appBuildWatch() {
  let config: ResolvedConfig | undefined
  let appPage = false
  return {
    configResolved(resolved: ResolvedConfig): void {
      config = resolved
    },
    transformIndexHtml: {
      order: 'post' as const,
      handler(_html: string, ctx: IndexHtmlTransformContext): undefined {
        if (config && isAppPage(config, ctx)) appPage = true
      },
    },
    /** A build (not the dev server) that transformed the app's index.html. */
    isAppBuild: (): boolean => config?.command === 'build' && appPage,
  }
}
