import type { LegalDocument } from './types.ts'

const document: LegalDocument = {
  sections: [
    {
      id: 'idade',
      title: 'Idade e conta',
      paragraphs: ['Maiores de 18 anos. Uma conta por pessoa, com CPF e chaves PIX do próprio titular.'],
    },
    {
      id: 'depositos',
      title: 'Depósitos',
      paragraphs: ['Por PIX, de {minDeposit} a {maxDeposit} por operação, creditados após a confirmação do banco.'],
    },
    {
      id: 'saques',
      title: 'Saques',
      paragraphs: ['Por PIX, de {minWithdraw} a {maxWithdraw} por solicitação, depois de cumprido o rollover.'],
    },
    {
      id: 'bonus',
      title: 'Bônus de boas-vindas',
      paragraphs: ['{bonusPercent}% do primeiro depósito, até {maxBonus}.'],
    },
    {
      id: 'rollover',
      title: 'Rollover',
      paragraphs: [
        'Bônus: {rollover} vezes o valor em apostas. Depósitos: {rolloverDeposit} vez(es) o valor em apostas.',
      ],
    },
    {
      id: 'suporte',
      title: 'Suporte',
      paragraphs: ['24 horas por dia, 7 dias por semana, pelos canais da página de Suporte.'],
    },
  ],
}

export default document
