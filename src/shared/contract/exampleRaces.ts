import { EXAMPLE_OTHER_USER_ID, examplePublicUser } from './exampleEntities';
import type { HttpResponse, ServerEventPayload } from './index';
import type { Race, RaceLeader } from './races';

// Examples of the race page's calls and its live event (spread into examples.ts).

const prizes = [3_000, 2_000, 1_400, 1_000, 800, 600, 400, 300, 300, 200];

const exampleDailyRace: Race = {
  id: 'daily:2025-01-15',
  kind: 'daily',
  startsAt: '2025-01-15T00:00:00.000Z',
  endsAt: '2025-01-16T00:00:00.000Z',
  pool: 10_000,
  prizes,
  state: 'running',
};

const exampleWeeklyRace: Race = {
  id: 'weekly:2025-01-13',
  kind: 'weekly',
  startsAt: '2025-01-13T00:00:00.000Z',
  endsAt: '2025-01-20T00:00:00.000Z',
  pool: 50_000,
  prizes: prizes.map((prize) => prize * 5),
  state: 'running',
};

const exampleLeaders: RaceLeader[] = [
  {
    rank: 1,
    user: { ...examplePublicUser, id: EXAMPLE_OTHER_USER_ID, username: 'skin_shark', level: 14 },
    wagered: 1_250_000,
    prize: 3_000,
  },
  { rank: 2, user: examplePublicUser, wagered: 98_450, prize: 2_000 },
];

type RaceCall = 'getRaces' | 'getRaceHistory';

export const raceExampleResponses: { [N in RaceCall]: HttpResponse<N> } = {
  getRaces: {
    races: [
      {
        race: exampleDailyRace,
        leaders: exampleLeaders,
        me: { rank: 2, wagered: 98_450, prize: 2_000 },
      },
      { race: exampleWeeklyRace, leaders: [], me: null },
    ],
  },
  getRaceHistory: {
    races: [
      {
        race: {
          ...exampleDailyRace,
          id: 'daily:2025-01-14',
          startsAt: '2025-01-14T00:00:00.000Z',
          endsAt: '2025-01-15T00:00:00.000Z',
          state: 'paid',
        },
        paidAt: '2025-01-15T00:00:10.000Z',
        winners: exampleLeaders,
      },
    ],
  },
};

export const raceExampleEvents: { 'race.update': ServerEventPayload<'race.update'> } = {
  'race.update': { data: { race: exampleDailyRace, leaders: exampleLeaders } },
};
