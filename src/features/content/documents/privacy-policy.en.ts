import type { LegalDocument } from './types.ts'

const document: LegalDocument = {
  sections: [
    {
      id: 'controlador',
      title: '1. Who processes your data',
      paragraphs: [
        "{software} is the controller of the personal data processed on this website, under Brazil's General Personal Data Protection Law (Law 13.709/2018, LGPD).",
      ],
    },
    {
      id: 'dados-coletados',
      title: '2. Data we collect',
      paragraphs: [
        'Registration data (name, CPF, date of birth, e-mail, phone, address), payment data (PIX keys, history of deposits and withdrawals), usage data (games, bets, visits, IP address and device) and the messages exchanged with support.',
      ],
    },
    {
      id: 'finalidades',
      title: '3. What we use the data for',
      paragraphs: [
        'To create and keep your account, process payments, verify identity and age, prevent fraud and money laundering, provide support, meet legal obligations and, with your consent, send offers.',
      ],
    },
    {
      id: 'bases-legais',
      title: '4. Legal bases',
      paragraphs: [
        'We process data to perform our contract with you, to meet legal and regulatory obligations, for our legitimate interest in the security of the platform and, where applicable, with your consent.',
      ],
    },
    {
      id: 'compartilhamento',
      title: '5. Sharing',
      paragraphs: [
        'We share data only with payment institutions, game providers, identity verification providers and authorities, when the law requires it. We do not sell personal data.',
      ],
    },
    {
      id: 'armazenamento',
      title: '6. Storage and retention',
      paragraphs: [
        'We keep the data while the account is active and, afterwards, for the period required by tax and anti-money-laundering laws.',
      ],
    },
    {
      id: 'direitos',
      title: '7. Your rights',
      paragraphs: [
        'Under the LGPD you may ask for confirmation of processing, access, correction, anonymisation, portability and deletion of the data, information about sharing, and the withdrawal of consent.',
        'Make your request through the channels on the Support page; we answer within 15 days.',
      ],
    },
    {
      id: 'cookies',
      title: '8. Cookies and local storage',
      paragraphs: [
        "We use cookies and the browser's storage to keep your session, remember language and theme, and measure the use of the website. You can delete them in your browser's settings.",
      ],
    },
    {
      id: 'seguranca',
      title: '9. Security',
      paragraphs: [
        'We protect the data with encrypted connections, access control and monitoring. We never ask for your password by e-mail or phone.',
      ],
    },
    {
      id: 'menores',
      title: '10. Minors',
      paragraphs: ['Our services are for people aged 18 or older only. Data of identified minors is deleted.'],
    },
    {
      id: 'alteracoes',
      title: '11. Changes to this policy',
      paragraphs: ['This policy may be updated; the version in force is always the one published on this page.'],
    },
  ],
}

export default document
