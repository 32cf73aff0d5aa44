import { msg } from '@lingui/core/macro'

/** The operator block's failure text. */
export const operatorTexts = {
  load: msg`Não foi possível carregar os dados do operador.`,
  /** The backend has no settings/operator yet: the footer says so in its block, the rest of the page works. */
  unavailable: msg`A identificação do operador ainda não está disponível.`,
}

