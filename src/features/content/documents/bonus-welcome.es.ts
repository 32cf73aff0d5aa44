import type { LegalDocument } from './types.ts'

const document: LegalDocument = {
  sections: [
    {
      id: 'oferta',
      title: '1. La oferta',
      paragraphs: [
        'Los nuevos jugadores de {software} reciben un bono del {bonusPercent}% sobre el primer depósito, hasta {maxBonus}.',
      ],
    },
    {
      id: 'quem-pode',
      title: '2. Quién puede participar',
      paragraphs: [
        'Jugadores mayores de 18 años, en su primera cuenta (una cuenta por persona), que acepten el bono al hacer el primer depósito.',
      ],
    },
    {
      id: 'deposito',
      title: '3. Depósito válido',
      paragraphs: [
        'El depósito debe hacerse por PIX, de al menos {minDeposit} y como máximo {maxDeposit}. El bono se acredita en el saldo de bono en cuanto se confirma el pago.',
      ],
    },
    {
      id: 'rollover',
      title: '4. Rollover',
      paragraphs: [
        'Para retirar el bono y las ganancias obtenidas con él, hay que apostar {rollover} veces el importe del bono. El depósito exige apuestas de {rolloverDeposit} vez(ces) su importe.',
      ],
    },
    {
      id: 'jogos',
      title: '5. Juegos y apuestas',
      paragraphs: [
        'Todas las apuestas liquidadas en casino y deportes cuentan para el rollover, según los Términos de Bonos.',
      ],
    },
    {
      id: 'regras',
      title: '6. Demás reglas',
      paragraphs: [
        'Se aplican los Términos de Bonos y los Términos de Servicio. {software} puede terminar esta oferta en cualquier momento, sin afectar los bonos ya acreditados.',
      ],
    },
  ],
}

export default document
