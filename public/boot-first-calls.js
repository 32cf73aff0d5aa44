// Runs before the first paint, like boot-catalog.js (the build inlines it and the CSP admits it by its hash; see
// vite.config.ts). A visitor's first screen of the lobby waits for its banners and games, which the app could only ask
// for once its entry had downloaded and run. This asks for them now, as preloads the app's own requests take up. The
// list is in <meta name="jogada:first-calls">, written from the endpoint definitions (src/api/first-screen-calls.ts)
// into mock-off builds only: the demo's answers come from its service worker, which may not run yet. Only a visitor's
// lobby: a player's answers depend on the session, and a preload goes without it.
;(function (doc) {
  var meta = doc.querySelector('meta[name="jogada:first-calls"]')
  if (!meta) return
  // The lobby's route, `/{-$action}` (src/routes/{-$action}.tsx): `/`, `/openlogin`, `/openregister`.
  if (!/^\/(?:openlogin|openregister)?\/?$/.test(location.pathname)) return
  try {
    // The session's key (src/shared/session.ts, TOKEN_KEY): any token at all makes this a player's page.
    if (localStorage.getItem('token')) return
  } catch (e) {
    return
  }
  // The app's phone layout (src/shared/hooks/use-is-phone.ts, PHONE_MEDIA_QUERY).
  var device = window.matchMedia && window.matchMedia('(max-width: 47.99em)').matches ? 'mobile' : 'desktop'
  ;(meta.getAttribute('content') || '').split(' ').forEach(function (entry) {
    var bar = entry.indexOf('|')
    if (bar > 0 && entry.slice(0, bar) !== device) return
    var link = doc.createElement('link')
    link.rel = 'preload'
    link.as = 'fetch'
    link.crossOrigin = 'anonymous'
    link.href = bar > 0 ? entry.slice(bar + 1) : entry
    doc.head.appendChild(link)
  })
})(document)
