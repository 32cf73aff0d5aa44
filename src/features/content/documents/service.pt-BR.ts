import type { LegalDocument } from './types.ts'

const document: LegalDocument = {
  sections: [
    {
      id: 'aceitacao',
      title: '1. Aceitação dos termos',
      paragraphs: [
        'Estes Termos de Serviço regem o uso do site e dos serviços da {software}. Ao criar uma conta ou usar qualquer serviço, você declara que leu, entendeu e aceita estes termos integralmente.',
        'Se você não concordar com alguma condição, não crie uma conta e não use os serviços.',
      ],
    },
    {
      id: 'definicoes',
      title: '2. Definições',
      paragraphs: [
        '"{software}", "nós" e "plataforma" designam o operador deste site. "Jogador" ou "você" designa a pessoa titular de uma conta. "Saldo" é o valor em reais disponível na carteira; "bônus" é o crédito promocional sujeito a rollover.',
      ],
    },
    {
      id: 'elegibilidade',
      title: '3. Elegibilidade: maiores de 18 anos',
      paragraphs: [
        'Somente pessoas com 18 anos ou mais, residentes no Brasil e legalmente capazes podem usar os serviços. É proibido o cadastro de menores de idade.',
        'Podemos pedir documentos que comprovem a idade a qualquer momento; a conta de quem não tiver 18 anos completos será encerrada e os depósitos devolvidos, sem os ganhos.',
      ],
    },
    {
      id: 'cadastro',
      title: '4. Cadastro',
      paragraphs: [
        'O cadastro exige nome completo, CPF, e-mail, telefone e uma senha. Os dados devem ser verdadeiros, completos e mantidos atualizados.',
        'Você é responsável por guardar sua senha e por todas as atividades feitas com sua conta.',
      ],
    },
    {
      id: 'conta-unica',
      title: '5. Uma conta por pessoa',
      paragraphs: [
        'Cada pessoa pode ter apenas uma conta na {software}. Contas duplicadas, de terceiros ou criadas para aproveitar promoções mais de uma vez serão encerradas.',
        'Nesses casos, bônus e ganhos obtidos com as contas duplicadas podem ser cancelados.',
      ],
    },
    {
      id: 'verificacao',
      title: '6. Verificação de identidade',
      paragraphs: [
        'Para proteger os jogadores e cumprir a lei, podemos verificar sua identidade, seu CPF e a titularidade das chaves PIX usadas, antes ou depois de um saque.',
        'Enquanto a verificação não terminar, saques podem ficar em análise.',
      ],
    },
    {
      id: 'depositos',
      title: '7. Depósitos',
      paragraphs: [
        'Os depósitos são feitos por PIX, em reais, a partir de uma conta de mesma titularidade do jogador. O depósito mínimo é de {minDeposit} e o máximo de {maxDeposit} por operação.',
        'O valor é creditado assim que o pagamento é confirmado pelo banco.',
      ],
    },
    {
      id: 'saques',
      title: '8. Saques',
      paragraphs: [
        'Os saques são pagos por PIX para uma chave de mesma titularidade do jogador. O saque mínimo é de {minWithdraw} e o máximo de {maxWithdraw} por solicitação.',
        'O valor de bônus e o saldo ainda sujeito a rollover não podem ser sacados até que o rollover seja cumprido.',
      ],
    },
    {
      id: 'bonus',
      title: '9. Bônus e promoções',
      paragraphs: [
        'Bônus e promoções seguem os Termos de Bônus e as regras de cada oferta. O bônus de boas-vindas é de {bonusPercent}% do primeiro depósito, até {maxBonus}.',
        'Podemos cancelar bônus obtidos com abuso, fraude ou contas duplicadas.',
      ],
    },
    {
      id: 'jogo-responsavel',
      title: '10. Jogo responsável',
      paragraphs: [
        'Jogue com responsabilidade: apostas são entretenimento, não uma fonte de renda. Defina limites de tempo e de dinheiro e nunca aposte o que não pode perder.',
        'Você pode pedir ao suporte uma pausa ou a autoexclusão da sua conta a qualquer momento.',
      ],
    },
    {
      id: 'jogo-justo',
      title: '11. Jogo justo',
      paragraphs: [
        'Os jogos usam geradores de números aleatórios auditados pelos fornecedores. O resultado registrado nos nossos sistemas prevalece em caso de divergência com o que foi exibido na tela.',
      ],
    },
    {
      id: 'condutas-proibidas',
      title: '12. Condutas proibidas',
      paragraphs: [
        'É proibido usar robôs, falhas de software, conluio entre jogadores, lavagem de dinheiro, meios de pagamento de terceiros ou qualquer fraude.',
        'Suspeitas dessas condutas podem ser comunicadas às autoridades competentes.',
      ],
    },
    {
      id: 'suspensao',
      title: '13. Suspensão e encerramento',
      paragraphs: [
        'Podemos suspender ou encerrar uma conta que viole estes termos. Você pode encerrar sua conta quando quiser pelo suporte; o saldo sacável será pago pelos meios habituais.',
      ],
    },
    {
      id: 'responsabilidade',
      title: '14. Limitação de responsabilidade',
      paragraphs: [
        'A {software} não responde por falhas de conexão, de equipamentos do jogador ou de terceiros fora do nosso controle. Rodadas interrompidas são resolvidas conforme as regras de cada jogo.',
      ],
    },
    {
      id: 'propriedade-intelectual',
      title: '15. Propriedade intelectual',
      paragraphs: [
        'Marcas, logotipos, textos e programas do site pertencem à {software} ou aos seus fornecedores e não podem ser copiados sem autorização.',
      ],
    },
    {
      id: 'privacidade',
      title: '16. Privacidade e dados pessoais',
      paragraphs: [
        'Tratamos seus dados pessoais conforme a Lei Geral de Proteção de Dados (LGPD) e a nossa Política de Privacidade.',
      ],
    },
    {
      id: 'comunicacoes',
      title: '17. Comunicações',
      paragraphs: [
        'Podemos enviar avisos sobre sua conta por e-mail, telefone ou no próprio site. Mensagens promocionais só são enviadas com o seu consentimento, que pode ser retirado a qualquer momento.',
      ],
    },
    {
      id: 'alteracoes',
      title: '18. Alterações dos termos',
      paragraphs: [
        'Estes termos podem mudar. A versão em vigor é sempre a publicada nesta página; mudanças relevantes são avisadas antes de valer, e o uso continuado significa aceitação.',
      ],
    },
    {
      id: 'reclamacoes',
      title: '19. Reclamações',
      paragraphs: [
        'Reclamações devem ser enviadas ao suporte, que responde em até 5 dias úteis. Guarde o número do atendimento para acompanhar o caso.',
      ],
    },
    {
      id: 'legislacao',
      title: '20. Legislação aplicável',
      paragraphs: [
        'Estes termos seguem as leis da República Federativa do Brasil. Fica eleito o foro do domicílio do jogador para resolver eventuais disputas.',
      ],
    },
    {
      id: 'contato',
      title: '21. Contato',
      paragraphs: [
        'O suporte da {software} atende 24 horas por dia, 7 dias por semana, pelos canais da página de Suporte.',
      ],
    },
  ],
}

export default document
