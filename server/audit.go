package server

import (
	"bytes"
	"fmt"

	"starboard/rules"
	"starboard/wire"
)

// CheckStates replays the finished game save of title and checks the
// states one connection of seat (NoSeat: a watcher) was sent, in order,
// against it: each view is exactly the rules' view of the game for that
// seat at that revision (nothing the seat may not see, nothing of the
// seed), each entry's events are the move's events as that seat may see
// them, and a move whose choice is another seat's secret comes without
// its text. The connection must have been sent every move.
func CheckStates(title rules.Title, save *rules.Save, seat rules.Seat, states []wire.State) error {
	g, err := title.New(save.Setup())
	if err != nil {
		return err
	}
	var events []rules.Event
	revision := 0
	for _, st := range states {
		if st.Revision < revision {
			return fmt.Errorf("seat %d: revision %d after %d", seat, st.Revision, revision)
		}
		for revision < st.Revision {
			if revision >= len(save.Moves) {
				return fmt.Errorf("seat %d: revision %d, the game has %d moves", seat, st.Revision, len(save.Moves))
			}
			mv, err := g.ParseMove(save.Moves[revision])
			if err == nil {
				events, err = g.Apply(mv)
			}
			if err != nil {
				return fmt.Errorf("replaying move %d: %w", revision+1, err)
			}
			revision++
		}
		want, err := wire.EncodeState(nil, g.View(seat))
		if err != nil {
			return err
		}
		if !bytes.Equal(st.View, want) {
			return fmt.Errorf("seat %d, revision %d: the frame's view is not the rules' view for the seat", seat, st.Revision)
		}
		e := st.Entry
		if e == nil {
			continue
		}
		if len(e.Events) != len(events) {
			return fmt.Errorf("seat %d, move %d: %d events sent, the move made %d", seat, e.Number, len(e.Events), len(events))
		}
		secret := false
		for i, ev := range events {
			if e.Events[i] != ev.For(seat) {
				return fmt.Errorf("seat %d, move %d: event %d sent as %+v, the seat may see %+v", seat, e.Number, i, e.Events[i], ev.For(seat))
			}
			secret = secret || !ev.Sealed && ev.Redacted(seat)
		}
		if want := save.Moves[e.Number-1]; secret && e.Text != "" || !secret && e.Text != want {
			return fmt.Errorf("seat %d, move %d: sent the text %q of %q (another's secret: %v)", seat, e.Number, e.Text, want, secret)
		}
	}
	if revision != len(save.Moves) {
		return fmt.Errorf("seat %d saw %d of %d moves", seat, revision, len(save.Moves))
	}
	return nil
}
