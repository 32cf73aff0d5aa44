import type { LegalDocument } from './types.ts'

const document: LegalDocument = {
  sections: [
    {
      id: 'idade',
      title: 'Age and account',
      paragraphs: ["18 or older. One account per person, with the holder's own CPF and PIX keys."],
    },
    {
      id: 'depositos',
      title: 'Deposits',
      paragraphs: ['By PIX, from {minDeposit} to {maxDeposit} per operation, credited once the bank confirms.'],
    },
    {
      id: 'saques',
      title: 'Withdrawals',
      paragraphs: ['By PIX, from {minWithdraw} to {maxWithdraw} per request, once the rollover is met.'],
    },
    {
      id: 'bonus',
      title: 'Welcome bonus',
      paragraphs: ['{bonusPercent}% of the first deposit, up to {maxBonus}.'],
    },
    {
      id: 'rollover',
      title: 'Rollover',
      paragraphs: [
        'Bonus: {rollover} times its amount in bets. Deposits: {rolloverDeposit} time(s) the amount in bets.',
      ],
    },
    {
      id: 'suporte',
      title: 'Support',
      paragraphs: ['24 hours a day, 7 days a week, through the channels on the Support page.'],
    },
  ],
}

export default document
