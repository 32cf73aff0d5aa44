const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/** Integer centavos -> "R$ 1.234,56" (with the no-break space Intl puts after R$). Display only. */
export function formatBRL(centavos: number): string {
  return brl.format(centavos / 100)
}
