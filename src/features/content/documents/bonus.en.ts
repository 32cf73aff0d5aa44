import type { LegalDocument } from './types.ts'

const document: LegalDocument = {
  sections: [
    {
      id: 'geral',
      title: '1. General rules',
      paragraphs: [
        'These Bonus Terms apply to every promotional credit at {software}: welcome bonus, missions, VIP, coupons, referrals and wheel prizes. Each offer may have its own rules, which prevail over these.',
      ],
    },
    {
      id: 'credito',
      title: '2. Bonus credit',
      paragraphs: [
        "The bonus is credited to the wallet's bonus balance, apart from the real balance. It can be used to bet but cannot be withdrawn before the rollover is met.",
      ],
    },
    {
      id: 'rollover',
      title: '3. Rollover',
      paragraphs: [
        'Rollover is the amount of betting needed to release money. Each bonus requires bets of {rollover} times its value; deposits require bets of {rolloverDeposit} time(s) the amount deposited before a withdrawal.',
        "The rollover progress shows on the wallet's Overview.",
      ],
    },
    {
      id: 'apostas-validas',
      title: '4. Valid bets',
      paragraphs: [
        'Settled bets on casino games and sports count towards the rollover. Cancelled, voided or refunded bets do not count.',
      ],
    },
    {
      id: 'saque',
      title: '5. Withdrawing bonus winnings',
      paragraphs: [
        'Once the rollover is met, the winnings move to the withdrawable balance and can be withdrawn within the minimum of {minWithdraw} and the maximum of {maxWithdraw} per request.',
      ],
    },
    {
      id: 'abuso',
      title: '6. Bonus abuse',
      paragraphs: [
        'Using several accounts, bets arranged between players or any strategy to obtain bonuses improperly is forbidden. One account per person, as the Terms of Service say.',
      ],
    },
    {
      id: 'cancelamento',
      title: '7. Cancellation',
      paragraphs: [
        '{software} may cancel bonuses and winnings linked to abuse or fraud, and end a promotion at any time, without affecting bonuses already credited in good faith.',
      ],
    },
  ],
}

export default document
