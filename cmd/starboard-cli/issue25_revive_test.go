package main

import (
	"fmt"
	"strings"
	"testing"

	"starboard/match"
	"starboard/rules/revive"
)

// TestA7ExploreIsPublic checks issue 25: a Revive explore that draws a crate
// is printed to the other seats as the explore it is (where, which tile);
// only the crate's content stays hidden.
func TestA7ExploreIsPublic(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		d := newDriver(t, revive.Title, "human,bot:random", seed)
		var explore match.Entry
		found := d.until(t, 600, func() bool {
			for _, e := range d.last {
				if e.Seat != 1 || !strings.HasPrefix(e.Text, "explore ") {
					continue
				}
				for _, ev := range e.Events {
					if ev.Kind == revive.EvCrateDraw {
						explore = e
						return true
					}
				}
			}
			return false
		})
		if !found {
			continue
		}
		script := strings.Join(d.script, "\n") + "\n"
		code, out, errOut := runCLI(t, script, "play", "revive", "--seats", "human,bot:random", "--seed", fmt.Sprint(seed))
		if code != 0 {
			t.Fatalf("exit %d, stderr %q", code, errOut)
		}
		line := fmt.Sprintf("%d. Seat 2 (bot:random): ", explore.Number)
		i := strings.LastIndex(out, line)
		if i < 0 {
			t.Fatalf("seed %d: no line %q in\n%s", seed, line, out)
		}
		block := out[i:]
		if j := strings.Index(block[len(line):], "\n"+fmt.Sprint(explore.Number+1)+". "); j >= 0 {
			block = block[:len(line)+j]
		}
		got, _, _ := strings.Cut(block, "\n")
		if got != line+explore.Text {
			t.Errorf("seed %d: the bot's explore reads %q to seat 1, want %q", seed, got, line+explore.Text)
		}
		mustContain(t, "the explore", block, "draws a closed crate")
		if strings.Contains(block, "draws a closed crate:") {
			t.Errorf("seed %d: the crate's content is shown to seat 1:\n%s", seed, block)
		}
		return
	}
	t.Fatal("no seed from 1 to 40 gives a bot's explore that draws a crate")
}

// TestReviveShowPrintsTheTable checks issue 25 from the command line: show
// prints Revive's table, the map with the coordinates the moves use, the
// cards with their effects, the technologies by name and, solo, the
// target score; and a game of two people keeps the other seat's scoring
// card secret.
func TestReviveShowPrintsTheTable(t *testing.T) {
	code, out, errOut := runCLI(t, "show\n", "play", "revive", "--seats", "human", "--seed", "3")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	mustContain(t, "show, solo", out, "Map (", "h65", "?f23", "Face-down tiles", "f23 5 spaces: costs",
		"Citizen display", "active area (the hand, to play): 3 cards", "resting area", "s1 (top half) modules: 1* empty",
		"t1.1 costs", "t3.3 costs", fmt.Sprintf("target score is %d points", revive.SoloTarget))
	code, out, errOut = runCLI(t, "show\n", "play", "revive", "--seats", "human,human", "--seed", "3")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	mustContain(t, "show, two people", out, "== Seat 2: ", "artifact scoring card: secret")
	if strings.Contains(out, "target score") {
		t.Errorf("a game of two prints a solo target:\n%s", out)
	}
}
