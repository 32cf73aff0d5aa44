import type { FaqDocument } from './types.ts'

const document: FaqDocument = {
  categories: [
    {
      id: 'depositos',
      title: 'Deposits',
      entries: [
        {
          id: 'como-depositar',
          question: 'How do I make a deposit?',
          answer:
            "Open Deposit, choose the amount and pay the PIX code (QR code or copy and paste) in your bank's app. The balance is credited as soon as the bank confirms.",
        },
        {
          id: 'deposito-limites',
          question: 'What are the minimum and maximum deposits?',
          answer: 'The minimum deposit is {minDeposit} and the maximum {maxDeposit} per operation.',
        },
        {
          id: 'deposito-nao-caiu',
          question: 'I paid the PIX and the balance did not show up. What now?',
          answer:
            'Confirmation usually takes seconds. If it takes more than 10 minutes, contact support with the amount and time of the payment.',
        },
      ],
    },
    {
      id: 'saques',
      title: 'Withdrawals',
      entries: [
        {
          id: 'como-sacar',
          question: 'How do I make a withdrawal?',
          answer:
            'Open Withdraw, enter the amount and your PIX key (CPF, phone, e-mail or random key) and confirm. The key must belong to the account holder.',
        },
        {
          id: 'saque-limites',
          question: 'What are the minimum and maximum withdrawals?',
          answer: 'The minimum withdrawal is {minWithdraw} and the maximum {maxWithdraw} per request.',
        },
        {
          id: 'saque-prazo',
          question: 'How long does a withdrawal take?',
          answer:
            'Most withdrawals are paid within minutes. Withdrawals under security review may take up to 24 hours.',
        },
      ],
    },
    {
      id: 'conta',
      title: 'Account',
      entries: [
        {
          id: 'uma-conta',
          question: 'Can I have more than one account?',
          answer: '{software} allows one account per person; duplicate accounts are closed.',
        },
        {
          id: 'esqueci-senha',
          question: 'I forgot my password. How do I recover it?',
          answer: 'On the login screen, tap "Forgot your password?" and follow the link sent to your e-mail.',
        },
        {
          id: 'dados',
          question: 'How do I change my details?',
          answer:
            'In Profile, on the personal data page, you can update your phone, address and PIX key. The e-mail and CPF only change through support.',
        },
      ],
    },
    {
      id: 'bonus',
      title: 'Bonus',
      entries: [
        {
          id: 'boas-vindas',
          question: 'How does the welcome bonus work?',
          answer:
            'On your first deposit you receive {bonusPercent}% of the amount as a bonus, up to {maxBonus}, if you accept the offer when depositing.',
        },
        {
          id: 'rollover',
          question: 'What is rollover?',
          answer:
            "It is the amount of betting needed to withdraw a bonus: {rollover} times the bonus amount. The progress shows on the wallet's Overview.",
        },
        {
          id: 'roleta',
          question: 'How do I get the wheel prize?',
          answer:
            'Spin the wheel on the prize page, tap claim and finish the registration: the prize goes into your wallet as a bonus.',
        },
      ],
    },
    {
      id: 'jogo-responsavel',
      title: 'Responsible gaming',
      entries: [
        {
          id: 'limites',
          question: 'How do I control how much I play?',
          answer: 'Set a budget before playing and stop when you reach it. Gaming is fun, not a way to make money.',
        },
        {
          id: 'pausa',
          question: 'Can I pause or close my account?',
          answer:
            'Yes. Ask support for a temporary break or self-exclusion; during that period the account is blocked for betting.',
        },
        {
          id: 'menores',
          question: 'Can minors play?',
          answer: 'No. Gambling is forbidden for anyone under 18, and accounts of minors are closed.',
        },
      ],
    },
  ],
}

export default document
