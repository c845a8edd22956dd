package main

import (
	"fmt"
	"strings"
	"testing"

	"starboard/match"
	"starboard/rules/seeders"
)

// TestTurnOrderSlotIsPublic: in Seeders the turn-order slot a player
// chooses is public. A bot's choice reads as its move to the person at the
// keyboard, even when the choice completes the order and the cards dealt
// next are secret.
func TestTurnOrderSlotIsPublic(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		d := newDriver(t, seeders.Title, "bot:random,human", seed)
		var slot match.Entry
		found := d.until(t, 600, func() bool {
			for _, e := range d.last {
				if e.Seat == 0 && e.Move.Kind == seeders.MoveOrder {
					slot = e
					return true
				}
			}
			return false
		})
		if !found {
			continue
		}
		dealt := false
		for _, ev := range slot.Events {
			dealt = dealt || ev.Redacted(1)
		}
		if !dealt {
			t.Fatalf("seed %d: the slot choice %q dealt no secret card", seed, slot.Text)
		}
		script := strings.Join(d.script, "\n") + "\n"
		code, out, errOut := runCLI(t, script, "play", "seeders", "--seats", "bot:random,human", "--seed", fmt.Sprint(seed))
		if code != 0 {
			t.Fatalf("exit %d, stderr %q", code, errOut)
		}
		line := fmt.Sprintf("%d. Seat 1 (bot:random): ", slot.Number)
		i := strings.LastIndex(out, line)
		if i < 0 {
			t.Fatalf("seed %d: no line %q in\n%s", seed, line, out)
		}
		got, _, _ := strings.Cut(out[i:], "\n")
		if got != line+slot.Text {
			t.Errorf("seed %d: seat 2 reads the bot's public slot choice as %q, want %q", seed, got, line+slot.Text)
		}
		mustContain(t, "the slot choice", out[i:], fmt.Sprintf("seat 1 plays in place %d this turn.", slot.Move.A+1))
		mustContain(t, "the deal after it", out[i:], "seat 1 is dealt a card.")
		return
	}
	t.Fatal("no seed from 1 to 40 gives a bot's slot choice")
}
