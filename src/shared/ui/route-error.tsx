import { useEffect, useState, type ComponentType } from 'react'
import { Button } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import type { FailureTexts } from '../notices.ts'
import { cachedImport } from '../retry-import.ts'
import { IconAlert } from './icons/alert.tsx'
import { MessageScreen } from './message-screen.tsx'
import type { RouteErrorProps } from './route-error-view.tsx'
import { useRouteRetry } from './use-route-retry.ts'

export type { RouteErrorProps }

/**
 * RouteError over a loader of its view. The view (route-error-view.tsx: the catalogue's texts, the reading of the
 * failure, its toasts) is not in the entry chunk, whose budget it would break: no first paint needs it. The root
 * loads it once the first screen is up (preloadRouteError), and boot.tsx before a first render that shows a failure,
 * so it is in memory when a page fails; until it is, the boundary shows nothing. When its download fails too (the
 * connection dropped before it ever loaded), a plain card in the entry says so and keeps `Tentar novamente`, whose
 * retry of the page mounts this again, which asks for the view again. Tests hand a loader that fails.
 */
export function lazyRouteError(load: () => Promise<{ RouteErrorView: ComponentType<RouteErrorProps> }>) {
  const loadView = cachedImport(load)
  let loaded: ComponentType<RouteErrorProps> | undefined
  const preload = () =>
    loadView().then(({ RouteErrorView }) => {
      loaded = RouteErrorView
    })

  function RouteError(props: RouteErrorProps) {
    const [View, setView] = useState(() => loaded)
    const [failed, setFailed] = useState(false)
    useEffect(() => {
      if (View) return
      let live = true
      preload().then(
        () => live && setView(() => loaded),
        () => live && setFailed(true),
      )
      return () => {
        live = false
      }
    }, [View])
    if (View) return <View {...props} />
    return failed ? <ViewUnavailable {...props} /> : null
  }

  return { RouteError, preload }
}

/**
 * The one failure view of a page whose data did not load (a route's errorComponent, see docs/architecture.md, and
 * route-error-view.tsx for what it says). `preloadRouteError()` downloads its view ahead of a failure; it rejects when
 * the download failed.
 */
export const { RouteError, preload: preloadRouteError } = lazyRouteError(() => import('./route-error-view.tsx'))

/** A route's errorComponent with its page's texts: `errorComponent: routeError({ fallback: msg`…` })`. */
export function routeError(texts: FailureTexts, options: { toasts?: boolean } = {}) {
  return function PageRouteError(props: ErrorComponentProps) {
    return <RouteError error={props.error} reset={props.reset} texts={texts} toasts={options.toasts} />
  }
}

/** The view's own code did not download: the connection is what failed, whatever the page's failure was. */
function ViewUnavailable({ reset, fullScreen = false }: RouteErrorProps) {
  const { retry, retrying } = useRouteRetry(reset)
  return (
    <MessageScreen
      layout={fullScreen ? 'fullScreen' : 'inline'}
      icon={<IconAlert size={26} />}
      title={<Trans>Algo deu errado</Trans>}
      description={<Trans>Erro de conexão. Verifique sua internet e tente novamente.</Trans>}
      action={
        <Button onClick={() => void retry()} loading={retrying}>
          <Trans>Tentar novamente</Trans>
        </Button>
      }
    />
  )
}
