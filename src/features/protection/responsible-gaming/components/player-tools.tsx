import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import classes from './player-tools.module.css'

/**
 * The player's own tools, each a link to its screen in the profile (a visitor is asked to log in first, as
 * every profile page does).
 */
export function PlayerTools() {
  return (
    <ul className={classes.tools}>
      <Tool
        link={
          <Link to="/profile/limits">
            <Trans>Limites de depósito, de perda e de tempo</Trans>
          </Link>
        }
      >
        <Trans>Defina quanto pode depositar e perder por dia, semana ou mês, e por quanto tempo pode jogar.</Trans>
      </Tool>
      <Tool
        link={
          <Link to="/profile/pause">
            <Trans>Pausa e autoexclusão</Trans>
          </Link>
        }
      >
        <Trans>
          Afaste-se por 24 horas, uma semana, um mês ou até seis semanas, ou exclua-se por tempo indeterminado.
        </Trans>
      </Tool>
      <Tool
        link={
          <Link to="/profile/activity">
            <Trans>Extrato de atividade</Trans>
          </Link>
        }
      >
        <Trans>Veja cada jogo, aposta e movimentação, com o resultado de cada período.</Trans>
      </Tool>
    </ul>
  )
}

function Tool({ link, children }: { link: ReactNode; children: ReactNode }) {
  return (
    <li className={classes.tool}>
      <strong>{link}</strong>
      <span>{children}</span>
    </li>
  )
}
