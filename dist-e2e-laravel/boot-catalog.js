// Runs before the first paint, like boot-theme.js (the build inlines it and the CSP admits it by its hash; see
// vite.config.ts). The app's first render waits for the player's message catalog, and the entry only asks for it once
// it has downloaded and run: on a phone that is the last request of the first screen. This asks for it now, beside the
// entry. The build lists each locale's catalog file in <meta name="jogada:catalogs">; the choice of locale is
// src/shared/i18n/detect.ts's (?lang, the stored choice, the browser's languages, pt-BR), which a test holds it to.
;(function (doc) {
  var meta = doc.querySelector('meta[name="jogada:catalogs"]')
  if (!meta) return
  var files = {}
  ;(meta.getAttribute('content') || '').split(' ').forEach(function (pair) {
    var at = pair.indexOf('=')
    if (at > 0) files[pair.slice(0, at)] = pair.slice(at + 1)
  })
  function parse(input) {
    if (!input) return null
    var norm = String(input).trim().toLowerCase().replace('_', '-').replace(/^php-/, '')
    if (norm === 'pt-br' || norm === 'pt') return 'pt-BR'
    if (norm === 'en' || norm.indexOf('en-') === 0) return 'en'
    if (norm === 'es' || norm.indexOf('es-') === 0) return 'es'
    return null
  }
  var locale = parse(new URLSearchParams(location.search).get('lang'))
  if (!locale) {
    try {
      locale = parse(localStorage.getItem('language'))
    } catch (e) {
      locale = null
    }
  }
  var preferred = navigator.languages || []
  for (var i = 0; !locale && i < preferred.length; i++) locale = parse(preferred[i])
  var href = files[locale || 'pt-BR']
  if (!href) return
  var link = doc.createElement('link')
  link.rel = 'modulepreload'
  link.crossOrigin = ''
  link.href = href
  doc.head.appendChild(link)
})(document)
