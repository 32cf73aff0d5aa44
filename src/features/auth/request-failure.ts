import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { fieldErrors, isApiError } from '@/api/errors.ts'

const noResponse = msg`Erro de conexão. Verifique sua internet e tente novamente.`
const generic = msg`Erro ao processar requisição`

export interface RequestFailure {
  /** Each its own notice. */
  toasts: Array<string | MessageDescriptor>
  /** Field -> first message, for the inputs. */
  fields: Record<string, string>
}

/**
 * Forgot and reset password (part 1 §8): "every value of the error object" as a notice; with no
 * response, the connection text; with no readable words, a generic text rather than silence.
 */
export function describeRequestFailure(error: unknown): RequestFailure {
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) return { toasts: [noResponse], fields: {} }
  if (!isApiError(error) || error.kind === 'malformed') return { toasts: [generic], fields: {} }
  const messages = error.messages
  return { toasts: messages.length > 0 ? messages : [generic], fields: fieldErrors(error.body) }
}
