package gods

import (
	"strings"
	"testing"

	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes/scenetest"
)

// TestBotsLastPawnsAreMarked plays until the person is to place, once a
// bot has placed since the person last moved, and checks that each such
// bot's last pawn says so on hover, and that while a bot plays the prompt says what it must do (the
// last review saw no mark of the bots' moves, and "Bo to play" with no
// instruction between turns); then that the marks go once the person has
// placed (the twenty-sixth saw a "new" tag stay on a bot's pawn).
func TestBotsLastPawnsAreMarked(t *testing.T) {
	m := scenetest.NewMatch(t, gods.Title, 7, nil, "human", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	s := shell(r)
	b := board(s)
	rng := rules.NewRNG(7)
	if !r.PlayUntil(&rng, nil, func([]rules.Move) bool {
		return s.Prompt().Kind == "place" && s.Prompt().Seat == 0 && (b.lastPlaced[1] > 0 || b.lastPlaced[2] > 0)
	}) {
		t.Fatal("no bot placed since the person last moved, before the person's turn to place")
	}
	r.Step(30)
	for seat := rules.Seat(1); seat <= 2; seat++ {
		if b.lastPlaced[seat] == 0 {
			continue // placed before the person last moved
		}
		i := b.lastPlaced[seat] - 1
		x, y := b.SpaceRect(int(i)/gods.Spaces, int(i)%gods.Spaces).Center()
		r.HoverUntil(x, y, tipDelay, func() bool { _, _, on := b.Tooltip(); return on })
		_, text, _ := b.Tooltip()
		if want := b.Names[seat] + " placed it last"; !strings.Contains(text, want) {
			t.Errorf("the last pawn of %s reads %q on hover, want %q in it", b.Names[seat], text, want)
		}
	}
	v := m.View(1)
	if got, want := b.Awaits(v, 0), b.Names[0]+" places a pawn on continent"; !strings.HasPrefix(got, want) {
		t.Errorf("Awaits while %s places = %q, want it to begin %q", b.Names[0], got, want)
	}
	var place rules.Move
	for _, mv := range r.Table.Legal() {
		if mv.Kind == gods.MovePlace {
			place = mv
			break
		}
	}
	if place.Kind != gods.MovePlace {
		t.Fatal("no placing offered to the person")
	}
	mine := b.lastPlaced[0]
	r.Perform(place, false)
	for i := 0; i < 400 && b.lastPlaced[0] == mine; i++ {
		r.Step(1)
	}
	if b.lastPlaced[0] == mine {
		t.Fatal("the person's pawn was never shown placed")
	}
	for seat := rules.Seat(1); seat <= 2; seat++ {
		if b.lastPlaced[seat] > 0 {
			t.Errorf("%s's pawn is still marked new after the person placed", b.Names[seat])
		}
	}
}
