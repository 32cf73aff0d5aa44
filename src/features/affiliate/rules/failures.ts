import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { FailureTexts } from '@/shared/notices.ts'

/**
 * The affiliate page's texts. The success and QR texts are the product's own; the generate and withdraw calls show
 * every value of the error body as a notice (describeApiFailure), and these fallbacks when it has no words.
 */
export const affiliateTexts = {
  load: msg`Erro ao carregar os dados de afiliado`,
  generate: msg`Erro ao gerar o código`,
  request: msg`Erro ao processar sua solicitação`,
  requestConnection: msg`Erro de conexão`,
  codeCopied: msg`Código copiado com sucesso`,
  linkCopied: msg`Link copiado com sucesso`,
  qrDownloaded: msg`QR Code baixado com sucesso`,
  qrMissing: msg`Não foi possível encontrar o QR Code para baixar`,
  qrFailed: msg`Erro ao baixar o QR Code`,
  generated: msg`Seu código foi gerado com sucesso`,
  requested: msg`Saque solicitado com sucesso!`,
  unavailable: msg`O programa de afiliados ainda não está disponível.`,
} satisfies Record<string, MessageDescriptor>

export const affiliateLoadFailure: FailureTexts = { fallback: affiliateTexts.load, unavailable: affiliateTexts.unavailable }
export const generateFailure: FailureTexts = { fallback: affiliateTexts.generate }
export const earningsRequestFailure: FailureTexts = {
  fallback: affiliateTexts.request,
  noResponse: affiliateTexts.requestConnection,
}
