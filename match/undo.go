package match

import (
	"errors"
	"fmt"

	"starboard/rules"
)

// CanUndo reports whether Undo(seat) would take a move back.
func (m *Match) CanUndo(seat rules.Seat) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.undoRefusalLocked(seat) == nil
}

// Undo takes back the last move, which must be seat's own. A person may
// take back their moves one by one while no other seat has moved since, as
// long as the game is not over and no move on the way drew at random or
// showed hidden information. A refusal says why in words.
//
// The state returns exactly to what it was before the move; the move leaves
// the log, the autosave is rewritten, and an Entry with Undo set is queued
// so screens can redraw.
func (m *Match) Undo(seat rules.Seat) error {
	m.mu.Lock()
	if err := m.undoRefusalLocked(seat); err != nil {
		m.mu.Unlock()
		return err
	}
	n := len(m.history)
	last := m.history[n-1]
	m.game = last.before
	m.history[n-1] = step{}
	m.history = m.history[:n-1]
	m.version.Add(1)
	m.queue = append(m.queue, Entry{Number: n, Seat: seat, Move: last.move, Text: last.text, Undo: true})
	save := m.prepareSaveLocked()
	m.startBotsLocked()
	m.mu.Unlock()
	save()
	return nil
}

func (m *Match) undoRefusalLocked(seat rules.Seat) error {
	n := len(m.history)
	switch {
	case m.closed:
		return errors.New("the game has been closed")
	case !m.validSeat(seat):
		return fmt.Errorf("there is no %v at this table", seat)
	case m.seats[seat].Player.Bot:
		return fmt.Errorf("%s is played by a bot", m.seats[seat].Name)
	case m.game.Over():
		return errors.New("the game is over, so no move can be taken back")
	case n == 0:
		return errors.New("there is no move to take back")
	case m.history[n-1].seat != seat:
		return fmt.Errorf("you can only take back your own moves, and the last move was %s's", m.seats[m.history[n-1].seat].Name)
	case n <= m.floor || m.history[n-1].before == nil:
		return errors.New("that move cannot be taken back: " + m.floorWhy)
	}
	return nil
}
