import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The loader's tips change every 3 s until the game has loaded. */
export const TIP_INTERVAL_MS = 3_000

export const LOADING_TIPS: readonly MessageDescriptor[] = [
  msg`Preparando os jogos…`,
  msg`Verificando a conexão…`,
  msg`Otimizando a experiência…`,
  msg`Quase pronto…`,
]

/** The tip after `index`, from the last back to the first. */
export function nextTip(index: number): number {
  return (index + 1) % LOADING_TIPS.length
}
