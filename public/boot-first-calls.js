// Runs before the first paint, like boot-catalog.js (the build inlines it and the CSP admits it by its hash; see
// vite.config.ts). A visitor's first screen of the lobby waits for its banners and games, which the app could only ask
// for once its entry had downloaded and run. This asks for them now, beside the entry, and keeps each answer in
// `window.jogadaFirstCalls` for the app's own request of the same address to take up (src/api/client.ts). The list is
// in <meta name="jogada:first-calls">, written from the endpoint definitions (src/api/first-screen-calls.ts). Only a
// visitor's lobby: a player's answers depend on the session, which these requests go without.
//
// In the demo the answers come from the mock's service worker (mocks/worker/), named by <meta name="jogada:mock-worker">.
// It must control this page and have heard this load's scenario before anything is asked of it, so this starts it as
// mocks/browser.ts does, the same registration and the same `mock:start` message, which the worker takes twice
// without harm: the first calls then wait for the worker alone, not for the entry to download and run too
// (docs/decisions/071-the-demo-first-calls-asked-by-index-html.md).
//
// Once the answers arrive it also asks for the images the first screen draws (the logos, the first banner, the home
// grid's first row), so they download beside the entry instead of after it: the app's `img` then finds them loaded.
// It picks them by the app's rules, which src/api/first-screen-calls.test.ts holds it to: the banners' in
// src/features/casino/lobby/rules/banners.ts, the grid's in rules/home-games.ts, the storage's address in
// src/shared/asset-url.ts.
;(function (win, doc) {
  var meta = doc.querySelector('meta[name="jogada:first-calls"]')
  if (!meta || !win.fetch || !win.Promise) return
  // The lobby's route, `/{-$action}` (src/routes/{-$action}.tsx): `/`, `/openlogin`, `/openregister`.
  if (!/^\/(?:openlogin|openregister)?\/?$/.test(location.pathname)) return
  try {
    // The session's key (src/shared/session.ts, TOKEN_KEY): any token at all makes this a player's page.
    if (localStorage.getItem('token')) return
  } catch (e) {
    return
  }
  // The app's phone layout (src/shared/hooks/use-is-phone.ts, PHONE_MEDIA_QUERY).
  var phone = !!(win.matchMedia && win.matchMedia('(max-width: 47.99em)').matches)
  var device = phone ? 'mobile' : 'desktop'
  var workerMeta = doc.querySelector('meta[name="jogada:mock-worker"]')
  var workerReady = workerMeta ? startMockWorker(workerMeta.getAttribute('content') || '') : null
  // The demo's requests leave once its worker runs; a worker that does not start fails them all, and the app asks
  // again (src/api/client.ts), then shows the worker's failure notice.
  function ask(url, init) {
    return workerReady
      ? workerReady.then(function () {
          return win.fetch(url, init)
        })
      : win.fetch(url, init)
  }
  var answers = {}
  var bodies = {}
  ;(meta.getAttribute('content') || '').split(' ').forEach(function (entry) {
    // `name=URL` or `name.device=URL` (firstCallsMetaTag): the first `=` ends the name.
    var at = entry.indexOf('=')
    if (at <= 0) return
    var name = entry.slice(0, at).split('.')
    if (name[1] && name[1] !== device) return
    // The address the app's client resolves for the same call (src/api/client.ts, takeFirstScreenAnswer).
    var url = new URL(entry.slice(at + 1), location.href).href
    // The app's client sends the same: JSON wanted, no credentials to another origin (ky's defaults).
    var answer = ask(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    answers[url] = answer
    // A failed or unreadable answer reads as none (nothing to preload; the app asks again): never an unhandled
    // rejection on the page.
    bodies[name[0]] = answer
      .then(function (response) {
        return response.ok ? response.clone().json() : null
      })
      .catch(function () {
        return null
      })
  })
  win.jogadaFirstCalls = answers

  // Where /storage/… lives: the API's host (src/shared/asset-url.ts).
  var origin = ''
  for (var first in answers) {
    origin = new URL(first).origin
    break
  }
  function assetUrl(path) {
    if (!path || typeof path !== 'string') return null
    if (path.indexOf('/storage/') === 0) return origin + path
    if (/^(?:[a-z][a-z\d+.-]*:|\/\/|\/)/i.test(path)) return path
    return origin + '/storage/' + path.replace(/^storage\//, '')
  }
  function preloadImage(path, high) {
    var href = assetUrl(path)
    if (!href) return
    var link = doc.createElement('link')
    link.rel = 'preload'
    link.setAttribute('as', 'image')
    link.href = href
    if (high) link.setAttribute('fetchpriority', 'high')
    doc.head.appendChild(link)
  }
  function whenRead(name, use) {
    if (!bodies[name]) return
    bodies[name].then(use).catch(function () {
      // An answer of an unexpected shape: nothing to preload; the app reads it and says what it makes of it.
    })
  }
  // Both logos are in the page, CSS shows the scheme's (src/shared/ui/brand-logo.tsx).
  whenRead('settings', function (body) {
    var setting = (body && body.setting) || {}
    if (!setting.software_logo_black) return
    preloadImage(setting.software_logo_black, false)
    if (setting.software_logo_white !== setting.software_logo_black) preloadImage(setting.software_logo_white, false)
  })
  // The first carousel banner with an image, its device's image first (bannersOfType, bannerSources).
  whenRead('banners', function (body) {
    var banners = (body && body.banners) || []
    for (var i = 0; i < banners.length; i++) {
      var banner = banners[i]
      if (!banner || banner.type !== 'carousel') continue
      var sources = phone
        ? [banner.mobile_image, banner.display_image, banner.image]
        : [banner.display_image, banner.image, banner.mobile_image]
      for (var j = 0; j < sources.length; j++) {
        if (assetUrl(sources[j])) return preloadImage(sources[j], true)
      }
    }
  })
  // The home grid's first row: the show_home games (the mobile ones on a phone or Android), 2 on a phone, 7 from
  // 768 px (homeGridGames, wantsMobileGames, FIRST_ROW); a game without a cover draws its initials.
  // A Laravel boolean: true, 1 or "1" (FlagSchema, src/api/money.ts).
  function flag(value) {
    return value === true || value === 1 || value === '1'
  }
  whenRead('games', function (body) {
    var mobileOnly = phone || /\bAndroid\b/i.test(navigator.userAgent)
    var row = phone ? 2 : 7
    var providers = (body && body.providers) || []
    for (var i = 0; i < providers.length && row > 0; i++) {
      var games = (providers[i] && providers[i].games) || []
      for (var j = 0; j < games.length && row > 0; j++) {
        var game = games[j]
        if (!game || !flag(game.show_home) || (mobileOnly && !flag(game.is_mobile))) continue
        row -= 1
        preloadImage(game.cover, true)
      }
    }
  })

  // Resolves once the mock's worker controls this page and has started for this load, as mocks/browser.ts's
  // controllingWorker and startOn wait for it: registered at the site's base, its script checked past any HTTP cache,
  // then told this load's `?mock=`/`?mockFault=` and the scenario the e2e journeys leave in localStorage
  // (SCENARIO_STORAGE_KEY in mocks/scenarios.ts; the app's own start removes it). A page the worker already controls
  // (any visit after the first) sends the start at once. Rejects when the worker cannot be registered, reports that its mock
  // failed, or has not started within the app's own wait (START_TIMEOUT_MS in mocks/worker/page-start.ts).
  function startMockWorker(script) {
    var container = navigator.serviceWorker
    if (!container || !script || !win.MessageChannel) return Promise.reject(new Error('no mock worker here'))
    return new Promise(function (resolve, reject) {
      var timer = setTimeout(function () {
        reject(new Error('the mock worker did not start in time'))
      }, 20000)
      function start(worker) {
        var scenario = null
        try {
          scenario = localStorage.getItem('jogada:mock-scenario')
        } catch (e) {
          // No storage: the worker's stored scenario applies.
        }
        var channel = new MessageChannel()
        channel.port1.onmessage = function (event) {
          clearTimeout(timer)
          channel.port1.close()
          if (event.data && event.data.type === 'mock:started') resolve()
          else reject(new Error('the mock worker did not start'))
        }
        worker.postMessage({ type: 'mock:start', search: location.search, scenario: scenario }, [channel.port2])
      }
      if (container.controller) return start(container.controller)
      // A first visit: controlled once the worker activates and claims the page. A hard reload leaves the page
      // uncontrolled until the app's start asks the worker to claim it (controllingWorker).
      container.addEventListener('controllerchange', function controlled() {
        if (!container.controller) return
        container.removeEventListener('controllerchange', controlled)
        start(container.controller)
      })
      container
        .register(script, { scope: script.slice(0, script.lastIndexOf('/') + 1), updateViaCache: 'none' })
        .catch(function (error) {
          clearTimeout(timer)
          reject(error)
        })
    })
  }
})(window, document)
