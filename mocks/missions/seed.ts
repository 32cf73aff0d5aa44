import type { MissionRecord } from './tables.ts'

type GameIdByName = (name: string) => number

/**
 * The seeded missions: six daily and four weekly, tied to the demo games (Fruit Party, Spaceman, Bingo Turbo 75), to
 * their providers or to sports bets. Some descriptions carry markup and one is long, as the backend's did: the card
 * strips the one and cuts the other at 80 characters. "Giro de Frutas" needs only 3 rounds, so a demo (and the end
 * to end test) completes it in a minute.
 */
export function seedMissions(gameIdByName: GameIdByName, createdAt: string): MissionRecord[] {
  const slot = String(gameIdByName('Fruit Party'))
  const crash = String(gameIdByName('Spaceman'))
  const bingo = String(gameIdByName('Bingo Turbo 75'))
  const rows: Array<Omit<MissionRecord, 'id' | 'active' | 'created_at' | 'challenge_currency'>> = [
    {
      period: 'daily',
      challenge_name: 'Giro de Frutas',
      challenge_description: 'Jogue 3 rodadas de <strong>Fruit Party</strong> hoje.',
      challenge_rules: 'Cada rodada de Fruit Party conta uma vez.',
      challenge_type: 'game',
      challenge_bonus: '5.00',
      challenge_total: 3,
      challenge_provider: null,
      challenge_gameid: slot,
    },
    {
      period: 'daily',
      challenge_name: 'Decolagem Diária',
      challenge_description: '<p>Faça <b>10 apostas</b> no <em>Spaceman</em> e saia antes da queda.</p>',
      challenge_rules: 'Cada rodada de Spaceman conta uma vez, ganhe ou perca.',
      challenge_type: 'game',
      challenge_bonus: '8.00',
      challenge_total: 10,
      challenge_provider: null,
      challenge_gameid: crash,
    },
    {
      period: 'daily',
      challenge_name: 'Noite de Bingo',
      challenge_description: 'Jogue 5 rodadas de Bingo Turbo 75. Bolas extras não contam como rodada.',
      challenge_rules: 'Uma rodada conta uma vez, com ou sem bolas extras.',
      challenge_type: 'game',
      challenge_bonus: '6.00',
      challenge_total: 5,
      challenge_provider: null,
      challenge_gameid: bingo,
    },
    {
      period: 'daily',
      challenge_name: 'Palpite do Dia',
      challenge_description: 'Faça 1 aposta esportiva, simples ou múltipla.',
      challenge_rules: 'Conta cada bilhete aceito no futebol.',
      challenge_type: 'sports',
      challenge_bonus: '3.00',
      challenge_total: 1,
      challenge_provider: null,
      challenge_gameid: null,
    },
    {
      period: 'daily',
      challenge_name: 'Tour Tropicana',
      challenge_description:
        '<div><p>Descubra o catálogo da <strong>Tropicana Studios</strong>: jogue 20 rodadas em qualquer jogo do ' +
        'provedor, das frutas clássicas aos lançamentos da semana, e garanta seu bônus diário.</p></div>',
      challenge_rules: 'Qualquer jogo da Tropicana Studios conta.',
      challenge_type: 'provider',
      challenge_bonus: '10.00',
      challenge_total: 20,
      challenge_provider: 'tropicana-studios',
      challenge_gameid: null,
    },
    {
      period: 'daily',
      challenge_name: 'Acelera Sprint',
      challenge_description: 'Jogue 15 rodadas em jogos da <i>Sprint Games</i>.',
      challenge_rules: 'Qualquer jogo da Sprint Games conta.',
      challenge_type: 'provider',
      challenge_bonus: '7.50',
      challenge_total: 15,
      challenge_provider: 'sprint-games',
      challenge_gameid: null,
    },
    {
      period: 'week',
      challenge_name: 'Semana das Frutas',
      challenge_description: 'Jogue 100 rodadas de <strong>Fruit Party</strong> até domingo.',
      challenge_rules: 'Cada rodada de Fruit Party conta uma vez.',
      challenge_type: 'game',
      challenge_bonus: '25.00',
      challenge_total: 100,
      challenge_provider: null,
      challenge_gameid: slot,
    },
    {
      period: 'week',
      challenge_name: 'Rei do Crash',
      challenge_description: 'Faça 50 apostas no Spaceman nesta semana.',
      challenge_rules: 'Cada rodada de Spaceman conta uma vez.',
      challenge_type: 'game',
      challenge_bonus: '20.00',
      challenge_total: 50,
      challenge_provider: null,
      challenge_gameid: crash,
    },
    {
      period: 'week',
      challenge_name: 'Craque da Rodada',
      challenge_description: '<p>Faça <strong>10 apostas esportivas</strong> nesta semana.</p>',
      challenge_rules: 'Conta cada bilhete aceito no futebol.',
      challenge_type: 'sports',
      challenge_bonus: '15.00',
      challenge_total: 10,
      challenge_provider: null,
      challenge_gameid: null,
    },
    {
      period: 'week',
      challenge_name: 'Maratona Bingo Brasil',
      challenge_description:
        'Jogue 200 rodadas nos jogos da Bingo Brasil Tech durante a semana e leve o maior bônus das missões ' +
        'semanais para a sua carteira.',
      challenge_rules: 'Qualquer jogo da Bingo Brasil Tech conta.',
      challenge_type: 'provider',
      challenge_bonus: '50.00',
      challenge_total: 200,
      challenge_provider: 'bingo-brasil-tech',
      challenge_gameid: null,
    },
  ]
  return rows.map((row, i) => ({ ...row, id: i + 1, challenge_currency: 'BRL', active: true, created_at: createdAt }))
}
