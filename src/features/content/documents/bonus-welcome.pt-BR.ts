import type { LegalDocument } from './types.ts'

const document: LegalDocument = {
  sections: [
    {
      id: 'oferta',
      title: '1. A oferta',
      paragraphs: [
        'Novos jogadores da {software} recebem um bônus de {bonusPercent}% sobre o primeiro depósito, até {maxBonus}.',
      ],
    },
    {
      id: 'quem-pode',
      title: '2. Quem pode participar',
      paragraphs: [
        'Jogadores maiores de 18 anos, em sua primeira conta (uma conta por pessoa), que aceitarem o bônus ao fazer o primeiro depósito.',
      ],
    },
    {
      id: 'deposito',
      title: '3. Depósito qualificado',
      paragraphs: [
        'O depósito deve ser feito por PIX, de no mínimo {minDeposit} e no máximo {maxDeposit}. O bônus é creditado no saldo de bônus assim que o pagamento é confirmado.',
      ],
    },
    {
      id: 'rollover',
      title: '4. Rollover',
      paragraphs: [
        'Para sacar o bônus e os ganhos obtidos com ele, é preciso apostar {rollover} vezes o valor do bônus. O depósito exige apostas de {rolloverDeposit} vez(es) o seu valor.',
      ],
    },
    {
      id: 'jogos',
      title: '5. Jogos e apostas',
      paragraphs: [
        'Todas as apostas liquidadas em cassino e esportes contam para o rollover, conforme os Termos de Bônus.',
      ],
    },
    {
      id: 'regras',
      title: '6. Demais regras',
      paragraphs: [
        'Valem os Termos de Bônus e os Termos de Serviço. A {software} pode encerrar esta oferta a qualquer momento, sem afetar bônus já creditados.',
      ],
    },
  ],
}

export default document
