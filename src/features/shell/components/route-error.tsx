import { useState } from 'react'
import { Button } from '@mantine/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { isApiError } from '@/api/errors.ts'
import { IconAlert } from '@/shared/ui/icons/alert.tsx'
import classes from './route-error.module.css'

export interface RouteErrorProps extends Pick<ErrorComponentProps, 'error' | 'reset'> {
  /** When the shell itself could not load (settings failed): cover the screen. */
  fullScreen?: boolean
}

/**
 * A page's error with a retry: resets the query error boundary, reloads the route's loaders
 * (router.invalidate) and clears the boundary, so a passing retry shows the page again.
 */
export function RouteError({ error, reset, fullScreen = false }: RouteErrorProps) {
  const { t } = useLingui()
  const router = useRouter()
  const queryErrorReset = useQueryErrorResetBoundary()
  const [retrying, setRetrying] = useState(false)
  const description = describeError(error)

  const retry = async () => {
    setRetrying(true)
    try {
      queryErrorReset.reset()
      await router.invalidate()
      reset()
    } finally {
      setRetrying(false)
    }
  }

  return (
    <div className={fullScreen ? classes.fullScreen : classes.inline} role="alert">
      {/* Plain elements, not Paper/Stack/Title: this card is in the entry chunk (it must render when
          nothing else loads), and those components cost more bytes than the CSS below. */}
      <div className={classes.card}>
        <span className={classes.icon} aria-hidden="true">
          <IconAlert size={26} />
        </span>
        <h2 className={classes.title}>
          <Trans>Algo deu errado</Trans>
        </h2>
        <p className={classes.description}>{typeof description === 'string' ? description : t(description)}</p>
        <Button onClick={() => void retry()} loading={retrying}>
          <Trans>Tentar novamente</Trans>
        </Button>
      </div>
    </div>
  )
}

function describeError(error: unknown): MessageDescriptor | string {
  if (isApiError(error)) {
    if (error.kind === 'network') return msg`Erro de conexão. Verifique sua internet e tente novamente.`
    if (error.kind === 'timeout') return msg`O servidor demorou demais para responder. Tente novamente.`
    if (error.kind === 'malformed') return msg`O servidor enviou uma resposta inesperada. Tente novamente.`
    // The server's own words when it gave any (part 1 §8 shows them as they come).
    const [first] = error.messages
    return first ?? msg`O servidor não conseguiu atender o pedido agora. Tente novamente em instantes.`
  }
  return msg`Não foi possível mostrar esta página. Tente novamente.`
}
