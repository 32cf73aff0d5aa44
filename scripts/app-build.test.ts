import { describe, expect, it } from 'vitest'
import type { IndexHtmlTransformContext, ResolvedConfig } from 'vite'
import { appBuildWatch, isAppPage } from './app-build.ts'

const config = (command: 'build' | 'serve') => ({ root: '/repo', command }) as ResolvedConfig
const page = (filename: string) => ({ filename, path: '/' }) as IndexHtmlTransformContext

describe('isAppPage', () => {
  it("is the root's index.html, however the path is written", () => {
    expect(isAppPage(config('build'), page('/repo/index.html'))).toBe(true)
    expect(isAppPage(config('build'), page('/repo/./stories/../index.html'))).toBe(true)
  })

  it("is not Storybook's page nor another folder's index.html", () => {
    expect(isAppPage(config('build'), page('/repo/node_modules/@storybook/builder-vite/input/iframe.html'))).toBe(false)
    expect(isAppPage(config('build'), page('/repo/demo-game/index.html'))).toBe(false)
  })
})

describe('appBuildWatch', () => {
  it("answers true in a build once the app's page went through it", () => {
    const app = appBuildWatch()
    app.configResolved(config('build'))
    expect(app.isAppBuild()).toBe(false)
    expect(app.transformIndexHtml.handler('<html></html>', page('/repo/index.html'))).toBeUndefined()
    expect(app.isAppBuild()).toBe(true)
  })

  it("answers false for Storybook's build, which transforms only its own page", () => {
    const app = appBuildWatch()
    app.configResolved(config('build'))
    app.transformIndexHtml.handler('<html></html>', page('/repo/node_modules/.cache/storybook/iframe.html'))
    expect(app.isAppBuild()).toBe(false)
  })

  it('answers false in the dev server, where the app page is transformed on every visit', () => {
    const app = appBuildWatch()
    app.configResolved(config('serve'))
    app.transformIndexHtml.handler('<html></html>', page('/repo/index.html'))
    expect(app.isAppBuild()).toBe(false)
  })

  it('answers false before the config is known (no page counts without a root to compare with)', () => {
    const app = appBuildWatch()
    app.transformIndexHtml.handler('<html></html>', page('/repo/index.html'))
    app.configResolved(config('build'))
    expect(app.isAppBuild()).toBe(false)
  })
})
