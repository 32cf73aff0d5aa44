/**
 * The demo's PIX receipt, drawn by the mock: the proof link of an approved withdrawal
 * (`/storage/proofs/comprovante-pix.svg?e2e=<end-to-end id>&valor=<reais, "100.00">&data=<ISO time>`) answers this
 * SVG. It used to be a static file in public/ whose inline script wrote the query string in, which let any link put
 * any text (and the script ran as the site's own page); now the values are formatted and XML-escaped here, the
 * document has no script, and a mock-off build carries no receipt at all.
 */

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'America/Sao_Paulo' })

/** The longest end-to-end id shown (the Banco Central's are 32 characters). */
const MAX_E2E = 40
const DASH = '—'

/** Text for an XML text node or attribute value. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

export interface ReceiptFields {
  /** "R$ 100,00", or a dash when the link's valor is not an amount. */
  valor: string
  /** pt-BR date and time in Brasília, or a dash. */
  data: string
  /** The end-to-end id as the link gives it (cut to 40 characters), or a dash. */
  e2e: string
}

/** What the receipt shows for a proof link's query string. */
export function receiptFields(params: URLSearchParams): ReceiptFields {
  const valorText = params.get('valor')?.trim() ?? ''
  const valor = /^\d{1,13}(?:\.\d{1,2})?$/.test(valorText) ? brl.format(Number(valorText)) : DASH
  const when = new Date(params.get('data') ?? '')
  const e2e = (params.get('e2e') ?? '').trim().slice(0, MAX_E2E)
  return { valor, data: Number.isNaN(when.getTime()) ? DASH : dateTime.format(when), e2e: e2e || DASH }
}

/** The receipt as a standalone SVG document (no script, every value escaped). */
export function receiptSvg(fields: ReceiptFields): string {
  const valor = escapeXml(fields.valor)
  const data = escapeXml(fields.data)
  const e2e = escapeXml(fields.e2e)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 400 600" role="img" aria-labelledby="title desc" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">
  <title id="title">Comprovante PIX</title>
  <desc id="desc">Comprovante ilustrativo de um saque por PIX no ambiente de demonstração da Jogada.</desc>
  <rect width="400" height="600" fill="#f1f3f5"/>
  <rect x="20" y="20" width="360" height="560" rx="16" fill="#ffffff" stroke="#dee2e6"/>
  <rect x="20" y="20" width="360" height="96" rx="16" fill="#0b7285"/>
  <rect x="20" y="100" width="360" height="16" fill="#0b7285"/>
  <g transform="translate(64 68) rotate(45)"><rect x="-14" y="-14" width="28" height="28" rx="6" fill="none" stroke="#ffffff" stroke-width="4"/></g>
  <text x="96" y="62" fill="#ffffff" font-size="22" font-weight="700">Comprovante PIX</text>
  <text x="96" y="86" fill="#e3fafc" font-size="13">Jogada · ambiente de demonstração</text>

  <text x="44" y="156" fill="#495057" font-size="13">Valor</text>
  <text x="44" y="190" fill="#212529" font-size="30" font-weight="700">${valor}</text>

  <line x1="44" y1="214" x2="356" y2="214" stroke="#e9ecef"/>
  <text x="44" y="244" fill="#495057" font-size="13">Data e hora</text>
  <text x="44" y="266" fill="#212529" font-size="16">${data}</text>

  <text x="44" y="304" fill="#495057" font-size="13">Tipo</text>
  <text x="44" y="326" fill="#212529" font-size="16">Saque via PIX</text>

  <text x="44" y="364" fill="#495057" font-size="13">Pagador</text>
  <text x="44" y="386" fill="#212529" font-size="16">Jogada Pagamentos Ltda</text>

  <text x="44" y="424" fill="#495057" font-size="13">ID da transação (end-to-end)</text>
  <text x="44" y="446" fill="#212529" font-size="13" font-family="ui-monospace, 'SFMono-Regular', Menlo, monospace">${e2e}</text>

  <line x1="44" y1="476" x2="356" y2="476" stroke="#e9ecef"/>
  <text x="44" y="506" fill="#495057" font-size="12">Documento ilustrativo: nenhum dinheiro foi</text>
  <text x="44" y="524" fill="#495057" font-size="12">transferido. O servidor desta demonstração</text>
  <text x="44" y="542" fill="#495057" font-size="12">é simulado.</text>
</svg>
`
}
