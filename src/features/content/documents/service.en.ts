import type { LegalDocument } from './types.ts'

const document: LegalDocument = {
  sections: [
    {
      id: 'aceitacao',
      title: '1. Acceptance of the terms',
      paragraphs: [
        'These Terms of Service govern the use of the {software} website and services. By creating an account or using any service, you confirm that you have read, understood and fully accept these terms.',
        'If you do not agree with any condition, do not create an account and do not use the services.',
      ],
    },
    {
      id: 'definicoes',
      title: '2. Definitions',
      paragraphs: [
        '"{software}", "we" and "platform" mean the operator of this website. "Player" or "you" means the holder of an account. "Balance" is the amount in reais available in the wallet; "bonus" is promotional credit subject to rollover.',
      ],
    },
    {
      id: 'elegibilidade',
      title: '3. Eligibility: 18 or older',
      paragraphs: [
        'Only people aged 18 or older, resident in Brazil and legally capable, may use the services. Minors may not register.',
        'We may ask for documents proving your age at any time; the account of anyone under 18 will be closed and the deposits returned, without the winnings.',
      ],
    },
    {
      id: 'cadastro',
      title: '4. Registration',
      paragraphs: [
        'Registration requires your full name, CPF, e-mail, phone and a password. The data must be true, complete and kept up to date.',
        'You are responsible for keeping your password safe and for all activity on your account.',
      ],
    },
    {
      id: 'conta-unica',
      title: '5. One account per person',
      paragraphs: [
        'Each person may hold only one account at {software}. Duplicate accounts, accounts of third parties or accounts created to use a promotion more than once will be closed.',
        'In those cases, bonuses and winnings obtained with the duplicate accounts may be cancelled.',
      ],
    },
    {
      id: 'verificacao',
      title: '6. Identity verification',
      paragraphs: [
        'To protect players and comply with the law, we may verify your identity, your CPF and the ownership of the PIX keys you use, before or after a withdrawal.',
        'Until the verification ends, withdrawals may remain under review.',
      ],
    },
    {
      id: 'depositos',
      title: '7. Deposits',
      paragraphs: [
        'Deposits are made by PIX, in reais, from an account held by the player. The minimum deposit is {minDeposit} and the maximum {maxDeposit} per operation.',
        'The amount is credited as soon as the bank confirms the payment.',
      ],
    },
    {
      id: 'saques',
      title: '8. Withdrawals',
      paragraphs: [
        'Withdrawals are paid by PIX to a key held by the player. The minimum withdrawal is {minWithdraw} and the maximum {maxWithdraw} per request.',
        'Bonus money and balance still subject to rollover cannot be withdrawn until the rollover is met.',
      ],
    },
    {
      id: 'bonus',
      title: '9. Bonuses and promotions',
      paragraphs: [
        'Bonuses and promotions follow the Bonus Terms and the rules of each offer. The welcome bonus is {bonusPercent}% of the first deposit, up to {maxBonus}.',
        'We may cancel bonuses obtained through abuse, fraud or duplicate accounts.',
      ],
    },
    {
      id: 'jogo-responsavel',
      title: '10. Responsible gaming',
      paragraphs: [
        'Play responsibly: betting is entertainment, not a source of income. Set limits of time and money and never bet what you cannot afford to lose.',
        'You may ask support for a break or for the self-exclusion of your account at any time.',
      ],
    },
    {
      id: 'jogo-justo',
      title: '11. Fair play',
      paragraphs: [
        'Games use random number generators audited by their providers. The result recorded in our systems prevails over what was shown on screen in case of a discrepancy.',
      ],
    },
    {
      id: 'condutas-proibidas',
      title: '12. Prohibited conduct',
      paragraphs: [
        'The use of bots, software faults, collusion between players, money laundering, third-party payment methods or any fraud is forbidden.',
        'Suspected conduct of this kind may be reported to the competent authorities.',
      ],
    },
    {
      id: 'suspensao',
      title: '13. Suspension and closure',
      paragraphs: [
        'We may suspend or close an account that breaches these terms. You may close your account whenever you wish through support; the withdrawable balance will be paid by the usual means.',
      ],
    },
    {
      id: 'responsabilidade',
      title: '14. Limitation of liability',
      paragraphs: [
        "{software} is not liable for connection failures, for the player's equipment or for third parties beyond our control. Interrupted rounds are settled according to each game's rules.",
      ],
    },
    {
      id: 'propriedade-intelectual',
      title: '15. Intellectual property',
      paragraphs: [
        'Trademarks, logos, texts and software of the website belong to {software} or its providers and may not be copied without permission.',
      ],
    },
    {
      id: 'privacidade',
      title: '16. Privacy and personal data',
      paragraphs: [
        "We process your personal data under Brazil's General Data Protection Law (LGPD) and our Privacy Policy.",
      ],
    },
    {
      id: 'comunicacoes',
      title: '17. Communications',
      paragraphs: [
        'We may send notices about your account by e-mail, phone or on the website itself. Promotional messages are only sent with your consent, which you may withdraw at any time.',
      ],
    },
    {
      id: 'alteracoes',
      title: '18. Changes to the terms',
      paragraphs: [
        'These terms may change. The version in force is always the one published on this page; relevant changes are announced before they apply, and continued use means acceptance.',
      ],
    },
    {
      id: 'reclamacoes',
      title: '19. Complaints',
      paragraphs: [
        'Complaints must be sent to support, which answers within 5 business days. Keep the ticket number to follow the case.',
      ],
    },
    {
      id: 'legislacao',
      title: '20. Governing law',
      paragraphs: [
        "These terms are governed by the laws of the Federative Republic of Brazil. Disputes are settled in the courts of the player's place of residence.",
      ],
    },
    {
      id: 'contato',
      title: '21. Contact',
      paragraphs: [
        '{software} support is available 24 hours a day, 7 days a week, through the channels on the Support page.',
      ],
    },
  ],
}

export default document
