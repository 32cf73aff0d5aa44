import type { LegalDocument } from './types.ts'

const document: LegalDocument = {
  sections: [
    {
      id: 'oferta',
      title: '1. The offer',
      paragraphs: [
        'New {software} players receive a bonus of {bonusPercent}% on their first deposit, up to {maxBonus}.',
      ],
    },
    {
      id: 'quem-pode',
      title: '2. Who can take part',
      paragraphs: [
        'Players aged 18 or older, on their first account (one account per person), who accept the bonus when making their first deposit.',
      ],
    },
    {
      id: 'deposito',
      title: '3. Qualifying deposit',
      paragraphs: [
        'The deposit must be made by PIX, of at least {minDeposit} and at most {maxDeposit}. The bonus is credited to the bonus balance as soon as the payment is confirmed.',
      ],
    },
    {
      id: 'rollover',
      title: '4. Rollover',
      paragraphs: [
        'To withdraw the bonus and the winnings made with it, you must bet {rollover} times the bonus amount. The deposit requires bets of {rolloverDeposit} time(s) its amount.',
      ],
    },
    {
      id: 'jogos',
      title: '5. Games and bets',
      paragraphs: ['Every settled bet on casino and sports counts towards the rollover, as the Bonus Terms say.'],
    },
    {
      id: 'regras',
      title: '6. Other rules',
      paragraphs: [
        'The Bonus Terms and the Terms of Service apply. {software} may end this offer at any time without affecting bonuses already credited.',
      ],
    },
  ],
}

export default document
