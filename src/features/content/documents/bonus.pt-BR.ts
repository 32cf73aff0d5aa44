import type { LegalDocument } from './types.ts'

const document: LegalDocument = {
  sections: [
    {
      id: 'geral',
      title: '1. Regras gerais',
      paragraphs: [
        'Estes Termos de Bônus valem para todo crédito promocional da {software}: bônus de boas-vindas, missões, VIP, cupons, indicações e prêmios da roleta. Cada oferta pode ter regras próprias, que prevalecem sobre estas.',
      ],
    },
    {
      id: 'credito',
      title: '2. Crédito do bônus',
      paragraphs: [
        'O bônus é creditado no saldo de bônus da carteira, separado do saldo real. Ele pode ser usado para apostar, mas não pode ser sacado antes de cumprir o rollover.',
      ],
    },
    {
      id: 'rollover',
      title: '3. Rollover',
      paragraphs: [
        'Rollover é o volume de apostas necessário para liberar um valor. Cada bônus exige apostas de {rollover} vezes o seu valor; os depósitos exigem apostas de {rolloverDeposit} vez(es) o valor depositado antes do saque.',
        'O progresso do rollover aparece na Visão Geral da carteira.',
      ],
    },
    {
      id: 'apostas-validas',
      title: '4. Apostas válidas',
      paragraphs: [
        'Contam para o rollover as apostas liquidadas em jogos de cassino e em esportes. Apostas canceladas, anuladas ou reembolsadas não contam.',
      ],
    },
    {
      id: 'saque',
      title: '5. Saque de ganhos com bônus',
      paragraphs: [
        'Depois de cumprido o rollover, os ganhos passam ao saldo sacável e podem ser sacados respeitando o mínimo de {minWithdraw} e o máximo de {maxWithdraw} por solicitação.',
      ],
    },
    {
      id: 'abuso',
      title: '6. Abuso de bônus',
      paragraphs: [
        'É proibido usar várias contas, apostas combinadas entre jogadores ou qualquer estratégia para obter bônus indevidamente. Uma conta por pessoa, como dizem os Termos de Serviço.',
      ],
    },
    {
      id: 'cancelamento',
      title: '7. Cancelamento',
      paragraphs: [
        'A {software} pode cancelar bônus e ganhos ligados a abuso ou fraude, e encerrar uma promoção a qualquer momento, sem prejuízo dos bônus já creditados de boa-fé.',
      ],
    },
  ],
}

export default document
