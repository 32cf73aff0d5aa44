import { Button } from '@mantine/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { isApiError } from '@/api/errors.ts'
import {
  describeApiFailure,
  isUnavailable,
  noticeText,
  sectionUnavailable,
  type FailureTexts,
  type Notice,
} from '../notices.ts'
import { useFailureToasts } from '../toast.ts'
import { IconAlert } from './icons/alert.tsx'
import { IconTools } from './icons/tools.tsx'
import { MessageScreen } from './message-screen.tsx'
import { useRouteRetry } from './use-route-retry.ts'

export interface RouteErrorProps extends Pick<ErrorComponentProps, 'error' | 'reset'> {
  /** When the shell itself could not load (settings failed): cover the screen. */
  fullScreen?: boolean
  /**
   * The page's own failure texts (its catalogue's fallback, what it says with no answer). Without them the card
   * says which kind of failure it was.
   */
  texts?: FailureTexts
  /** Also show the failure's notices as toasts, once per failure (pages whose catalogue asks for it). */
  toasts?: boolean
}

/**
 * The one failure view of a page whose data did not load (a route's errorComponent, see docs/architecture.md):
 * a card with what went wrong and `Tentar novamente`, which resets the query error boundary, reloads the route's
 * loaders (router.invalidate) and clears the boundary, so a passing retry shows the page again. When the backend
 * does not have the page's call yet (isUnavailable), the card says so instead, in the page's own words
 * (`texts.unavailable`) or the shared ones, as a warning and without toasts; the retry stays.
 *
 * Not in the entry chunk: the app renders it through RouteError (route-error.tsx), which loads it.
 */
export function RouteErrorView({ error, reset, fullScreen = false, texts, toasts = false }: RouteErrorProps) {
  const { i18n } = useLingui()
  const { retry, retrying } = useRouteRetry(reset)
  const missing = isUnavailable(error)
  const notices = describeApiFailure(error, texts ?? defaultTexts(error))
  const description: Notice = missing
    ? (texts?.unavailable ?? sectionUnavailable)
    : ((texts ? texts.fallback : notices[0]) ?? genericText)

  useFailureToasts(error, () => notices, toasts && !missing)

  return (
    <MessageScreen
      layout={fullScreen ? 'fullScreen' : 'inline'}
      tone={missing ? 'warning' : 'danger'}
      icon={missing ? <IconTools size={26} /> : <IconAlert size={26} />}
      title={missing ? <Trans>Indisponível no momento</Trans> : <Trans>Algo deu errado</Trans>}
      description={noticeText(i18n, description)}
      action={
        <Button onClick={() => void retry()} loading={retrying}>
          <Trans>Tentar novamente</Trans>
        </Button>
      }
    />
  )
}

const genericText = msg`Não foi possível mostrar esta página. Tente novamente.`

function defaultTexts(error: unknown): FailureTexts {
  if (!isApiError(error)) return { fallback: genericText }
  return {
    noResponse:
      error.kind === 'timeout'
        ? msg`O servidor demorou demais para responder. Tente novamente.`
        : msg`Erro de conexão. Verifique sua internet e tente novamente.`,
    unreadable: msg`O servidor enviou uma resposta inesperada. Tente novamente.`,
    fallback: msg`O servidor não conseguiu atender o pedido agora. Tente novamente em instantes.`,
    first: true,
  }
}
