import type { FaqDocument } from './types.ts'

const document: FaqDocument = {
  categories: [
    {
      id: 'depositos',
      title: 'Depósitos',
      entries: [
        {
          id: 'como-depositar',
          question: 'Como faço um depósito?',
          answer:
            'Abra Depositar, escolha o valor e pague o código PIX (QR code ou copia e cola) no app do seu banco. O saldo é creditado assim que o banco confirma.',
        },
        {
          id: 'deposito-limites',
          question: 'Qual é o valor mínimo e máximo de depósito?',
          answer: 'O depósito mínimo é de {minDeposit} e o máximo de {maxDeposit} por operação.',
        },
        {
          id: 'deposito-nao-caiu',
          question: 'Paguei o PIX e o saldo não apareceu. E agora?',
          answer:
            'A confirmação costuma levar segundos. Se passar de 10 minutos, fale com o suporte informando o valor e o horário do pagamento.',
        },
      ],
    },
    {
      id: 'saques',
      title: 'Saques',
      entries: [
        {
          id: 'como-sacar',
          question: 'Como faço um saque?',
          answer:
            'Abra Sacar, informe o valor e a sua chave PIX (CPF, telefone, e-mail ou chave aleatória) e confirme. A chave deve ser do titular da conta.',
        },
        {
          id: 'saque-limites',
          question: 'Qual é o valor mínimo e máximo de saque?',
          answer: 'O saque mínimo é de {minWithdraw} e o máximo de {maxWithdraw} por solicitação.',
        },
        {
          id: 'saque-prazo',
          question: 'Quanto tempo leva um saque?',
          answer: 'A maioria dos saques é paga em minutos. Saques em análise de segurança podem levar até 24 horas.',
        },
      ],
    },
    {
      id: 'conta',
      title: 'Conta',
      entries: [
        {
          id: 'uma-conta',
          question: 'Posso ter mais de uma conta?',
          answer: 'Não. A {software} permite uma conta por pessoa; contas duplicadas são encerradas.',
        },
        {
          id: 'esqueci-senha',
          question: 'Esqueci minha senha. Como recupero?',
          answer: 'Na tela de entrar, toque em "Esqueceu a senha?" e siga o link enviado para o seu e-mail.',
        },
        {
          id: 'dados',
          question: 'Como altero meus dados?',
          answer:
            'Em Perfil, na página de dados pessoais, você atualiza telefone, endereço e chave PIX. O e-mail e o CPF só mudam pelo suporte.',
        },
      ],
    },
    {
      id: 'bonus',
      title: 'Bônus',
      entries: [
        {
          id: 'boas-vindas',
          question: 'Como funciona o bônus de boas-vindas?',
          answer:
            'No primeiro depósito você recebe {bonusPercent}% do valor em bônus, até {maxBonus}, se aceitar a oferta ao depositar.',
        },
        {
          id: 'rollover',
          question: 'O que é rollover?',
          answer:
            'É o volume de apostas necessário para sacar um bônus: {rollover} vezes o valor do bônus. O progresso aparece na Visão Geral da carteira.',
        },
        {
          id: 'roleta',
          question: 'Como recebo o prêmio da roleta?',
          answer:
            'Gire a roleta da página de prêmios, toque em resgatar e conclua o cadastro: o prêmio entra como bônus na sua carteira.',
        },
      ],
    },
    {
      id: 'jogo-responsavel',
      title: 'Jogo responsável',
      entries: [
        {
          id: 'limites',
          question: 'Como controlo quanto jogo?',
          answer:
            'Defina um orçamento antes de jogar e pare quando atingir o limite. Jogo é diversão, não uma forma de ganhar dinheiro.',
        },
        {
          id: 'pausa',
          question: 'Posso pausar ou excluir minha conta?',
          answer:
            'Sim. Peça ao suporte uma pausa temporária ou a autoexclusão; durante o período a conta fica bloqueada para apostas.',
        },
        {
          id: 'menores',
          question: 'Menores de idade podem jogar?',
          answer: 'Não. O jogo é proibido para menores de 18 anos, e contas de menores são encerradas.',
        },
      ],
    },
  ],
}

export default document
