// Runs before the first paint (a classic, render-blocking script; the build inlines it into index.html and the CSP
// admits it by its hash, see vite.config.ts and scripts/csp.ts). It applies the
// player's colour scheme the way the app will once it boots (src/shared/theme/color-scheme-manager.ts: localStorage
// `color-theme` = light | dark | system; system, nothing or anything else follows prefers-color-scheme), so a
// dark-theme player never sees a white page while the app loads. boot.css colours the page and the loading frame.
;(function (root) {
  var scheme
  try {
    scheme = localStorage.getItem('color-theme')
  } catch (e) {
    scheme = null
  }
  if (scheme !== 'light' && scheme !== 'dark') {
    scheme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  }
  root.setAttribute('data-mantine-color-scheme', scheme)
})(document.documentElement)
