import type { LegalDocument } from './types.ts'

const document: LegalDocument = {
  sections: [
    {
      id: 'controlador',
      title: '1. Quem trata seus dados',
      paragraphs: [
        'A {software} é a controladora dos dados pessoais tratados neste site, nos termos da Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, LGPD).',
      ],
    },
    {
      id: 'dados-coletados',
      title: '2. Dados que coletamos',
      paragraphs: [
        'Dados de cadastro (nome, CPF, data de nascimento, e-mail, telefone, endereço), dados de pagamento (chaves PIX, histórico de depósitos e saques), dados de uso (jogos, apostas, acessos, endereço IP e dispositivo) e as mensagens trocadas com o suporte.',
      ],
    },
    {
      id: 'finalidades',
      title: '3. Para que usamos os dados',
      paragraphs: [
        'Para criar e manter sua conta, processar pagamentos, verificar identidade e idade, prevenir fraudes e lavagem de dinheiro, oferecer suporte, cumprir obrigações legais e, com seu consentimento, enviar ofertas.',
      ],
    },
    {
      id: 'bases-legais',
      title: '4. Bases legais',
      paragraphs: [
        'Tratamos dados para executar o contrato com você, cumprir obrigações legais e regulatórias, atender ao nosso legítimo interesse na segurança da plataforma e, quando for o caso, com o seu consentimento.',
      ],
    },
    {
      id: 'compartilhamento',
      title: '5. Compartilhamento',
      paragraphs: [
        'Compartilhamos dados apenas com instituições de pagamento, fornecedores de jogos, prestadores de verificação de identidade e autoridades, quando a lei exigir. Não vendemos dados pessoais.',
      ],
    },
    {
      id: 'armazenamento',
      title: '6. Armazenamento e prazo',
      paragraphs: [
        'Guardamos os dados pelo tempo em que a conta estiver ativa e, depois, pelo prazo exigido pela legislação fiscal e de prevenção à lavagem de dinheiro.',
      ],
    },
    {
      id: 'direitos',
      title: '7. Seus direitos',
      paragraphs: [
        'Pela LGPD, você pode pedir confirmação do tratamento, acesso, correção, anonimização, portabilidade e eliminação dos dados, informações sobre compartilhamento e a revogação do consentimento.',
        'Faça seu pedido pelos canais da página de Suporte; respondemos em até 15 dias.',
      ],
    },
    {
      id: 'cookies',
      title: '8. Cookies e armazenamento local',
      paragraphs: [
        'Usamos cookies e o armazenamento do navegador para manter sua sessão, lembrar idioma e tema e medir o uso do site. Você pode apagá-los nas configurações do navegador.',
      ],
    },
    {
      id: 'seguranca',
      title: '9. Segurança',
      paragraphs: [
        'Protegemos os dados com conexões criptografadas, controle de acesso e monitoramento. Nunca pedimos sua senha por e-mail ou telefone.',
      ],
    },
    {
      id: 'menores',
      title: '10. Menores de idade',
      paragraphs: ['Nossos serviços são só para maiores de 18 anos. Dados de menores identificados são eliminados.'],
    },
    {
      id: 'alteracoes',
      title: '11. Alterações desta política',
      paragraphs: ['Esta política pode ser atualizada; a versão em vigor é sempre a publicada nesta página.'],
    },
  ],
}

export default document
