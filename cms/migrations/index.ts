import * as migration_20261122_003436_initial from './20261122_003436_initial';

export const migrations = [
  {
    up: migration_20261122_003436_initial.up,
    down: migration_20261122_003436_initial.down,
    name: '20261122_003436_initial'
  },
];
