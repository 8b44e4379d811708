import { useState } from 'react';
import { TextField } from '../../ui/TextField';
import { closeModalById } from '../modals/modal-store';
import { ModalFrame } from '../modals/ModalFrame';
import type { ModalViewProps } from '../modals/views/view-props';
import { searchGames } from './game-search';
import { games } from './games';
import { GameTile } from './GameTile';
import './game-library.css';

/** GAME_LIBRARY: every game of the registry, searchable; a tile goes to its game. */
export default function GameLibraryView({ modal, title }: ModalViewProps) {
  const [query, setQuery] = useState('');
  const found = searchGames(games, query);
  const close = () => closeModalById(modal.modalId);
  return (
    <ModalFrame title={title} onClose={close}>
      <div className="modal-form">
        <TextField
          label="Search games"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p className="game-library__count" role="status">
          {found.length === 1 ? '1 game' : `${found.length} games`}
        </p>
        {found.length > 0 ? (
          <ul className="game-library__grid" aria-label="Games">
            {found.map((game) => (
              // Following a tile changes the route, which closes the modal (spec).
              <li key={game.key}>
                <GameTile game={game} />
              </li>
            ))}
          </ul>
        ) : (
          <p>No game matches “{query}”.</p>
        )}
      </div>
    </ModalFrame>
  );
}
