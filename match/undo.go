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

// Undo takes back seat's last move, with the bots' replies to it: the moves
// after it must all be bots'. A person may take back their moves one by one
// while no other person has moved since, as long as the game is not over
// and no move on the way drew at random or showed hidden information. A
// refusal says why in words.
//
// The state returns exactly to what it was before the move; the moves leave
// the log, the autosave is rewritten, and an Entry with Undo set is queued
// for each move taken back, the last first, so screens can redraw.
func (m *Match) Undo(seat rules.Seat) error {
	m.mu.Lock()
	if err := m.undoRefusalLocked(seat); err != nil {
		m.mu.Unlock()
		return err
	}
	k := m.lastPersonMoveLocked()
	m.game = m.history[k].before
	for n := len(m.history); n > k; n-- {
		last := m.history[n-1]
		m.queue = append(m.queue, Entry{Number: n, Seat: last.seat, Bot: last.seat != seat, Move: last.move, Text: last.text, Undo: true})
		m.history[n-1] = step{}
	}
	m.history = m.history[:k]
	m.version.Add(1)
	save := m.prepareSaveLocked()
	m.startBotsLocked()
	m.mu.Unlock()
	save()
	return nil
}

// lastPersonMoveLocked returns the index in the history of the last move a
// person made, or -1 when bots made them all.
func (m *Match) lastPersonMoveLocked() int {
	for k := len(m.history) - 1; k >= 0; k-- {
		if !m.seats[m.history[k].seat].Player.Bot {
			return k
		}
	}
	return -1
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
	}
	k := m.lastPersonMoveLocked()
	switch {
	case k < 0:
		return errors.New("bots made every move so far: there is no move of yours to take back")
	case m.history[k].seat != seat:
		return fmt.Errorf("you can only take back your own moves, and the last move was %s's", m.seats[m.history[k].seat].Name)
	case k < m.floor || m.history[k].before == nil:
		return errors.New("that move cannot be taken back: " + m.floorWhy)
	}
	return nil
}
