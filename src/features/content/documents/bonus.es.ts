import type { LegalDocument } from './types.ts'

const document: LegalDocument = {
  sections: [
    {
      id: 'geral',
      title: '1. Reglas generales',
      paragraphs: [
        'Estos Términos de Bonos se aplican a todo crédito promocional de {software}: bono de bienvenida, misiones, VIP, cupones, referidos y premios de la ruleta. Cada oferta puede tener reglas propias, que prevalecen sobre estas.',
      ],
    },
    {
      id: 'credito',
      title: '2. Crédito del bono',
      paragraphs: [
        'El bono se acredita en el saldo de bono de la billetera, separado del saldo real. Puede usarse para apostar, pero no puede retirarse antes de cumplir el rollover.',
      ],
    },
    {
      id: 'rollover',
      title: '3. Rollover',
      paragraphs: [
        'El rollover es el volumen de apuestas necesario para liberar un importe. Cada bono exige apuestas de {rollover} veces su valor; los depósitos exigen apuestas de {rolloverDeposit} vez(ces) el importe depositado antes de un retiro.',
        'El progreso del rollover aparece en la Vista General de la billetera.',
      ],
    },
    {
      id: 'apostas-validas',
      title: '4. Apuestas válidas',
      paragraphs: [
        'Cuentan para el rollover las apuestas liquidadas en juegos de casino y en deportes. Las apuestas canceladas, anuladas o reembolsadas no cuentan.',
      ],
    },
    {
      id: 'saque',
      title: '5. Retiro de ganancias con bono',
      paragraphs: [
        'Una vez cumplido el rollover, las ganancias pasan al saldo retirable y pueden retirarse respetando el mínimo de {minWithdraw} y el máximo de {maxWithdraw} por solicitud.',
      ],
    },
    {
      id: 'abuso',
      title: '6. Abuso de bonos',
      paragraphs: [
        'Está prohibido usar varias cuentas, apuestas combinadas entre jugadores o cualquier estrategia para obtener bonos indebidamente. Una cuenta por persona, como dicen los Términos de Servicio.',
      ],
    },
    {
      id: 'cancelamento',
      title: '7. Cancelación',
      paragraphs: [
        '{software} puede cancelar bonos y ganancias vinculados a abuso o fraude, y terminar una promoción en cualquier momento, sin perjuicio de los bonos ya acreditados de buena fe.',
      ],
    },
  ],
}

export default document
