import type { LegalDocument } from './types.ts'

const document: LegalDocument = {
  sections: [
    {
      id: 'idade',
      title: 'Edad y cuenta',
      paragraphs: ['Mayores de 18 años. Una cuenta por persona, con CPF y claves PIX del propio titular.'],
    },
    {
      id: 'depositos',
      title: 'Depósitos',
      paragraphs: [
        'Por PIX, de {minDeposit} a {maxDeposit} por operación, acreditados tras la confirmación del banco.',
      ],
    },
    {
      id: 'saques',
      title: 'Retiros',
      paragraphs: ['Por PIX, de {minWithdraw} a {maxWithdraw} por solicitud, una vez cumplido el rollover.'],
    },
    {
      id: 'bonus',
      title: 'Bono de bienvenida',
      paragraphs: ['{bonusPercent}% del primer depósito, hasta {maxBonus}.'],
    },
    {
      id: 'rollover',
      title: 'Rollover',
      paragraphs: [
        'Bono: {rollover} veces su importe en apuestas. Depósitos: {rolloverDeposit} vez(ces) el importe en apuestas.',
      ],
    },
    {
      id: 'suporte',
      title: 'Soporte',
      paragraphs: ['Las 24 horas del día, los 7 días de la semana, por los canales de la página de Soporte.'],
    },
  ],
}

export default document
